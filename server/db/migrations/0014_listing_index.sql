CREATE TABLE "product_removals" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
CREATE INDEX "products_changed_idx" ON "products" USING btree ("changed_at");--> statement-breakpoint
-- The listing index (server/modules/catalog/listing-index.ts) reads products changed since it last looked: every write
-- of a product row marks it, whichever code or tool writes it. clock_timestamp(), not now(): the time of the write, which
-- is never before the start of its transaction.
CREATE FUNCTION "products_mark_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := clock_timestamp();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_mark_changed" BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "products_mark_changed"();--> statement-breakpoint
-- A deletion leaves no row to read: it is counted instead, in the deleting transaction.
INSERT INTO "product_removals" ("id", "count") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "products_count_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_removals" SET "count" = "count" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_count_removal" AFTER DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "products_count_removal"();
--> statement-breakpoint
-- Statistics for the new column at once, so "changed since" is read through its index from the first look.
ANALYZE "products";
