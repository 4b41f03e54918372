-- "Was this product ever ordered?" asks order lines whether their components contain it: a GIN index answers that
-- without reading every order line (the console asks it for each page of its products list and before deleting one).
CREATE INDEX "order_items_components_idx" ON "order_items" USING gin ("components" jsonb_path_ops);