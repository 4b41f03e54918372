-- Applications opened side by side before this index (concurrent submissions for one order): the first stays waiting
-- for its decision, the later ones are closed (cancelled, with a note in their raw answers), so the index can be built.
UPDATE "payment_attempts" AS a SET "status" = 'cancelled', "updated_at" = now(), "raw" = a."raw" || '[{"closed":"a second application waiting for the same order (migration 0007)"}]'::jsonb
WHERE a."status" = 'pending' AND a."provider" IN ('payon', 'easy_leasing', 'khan_leasing')
  AND EXISTS (SELECT 1 FROM "payment_attempts" b WHERE b."order_id" = a."order_id" AND b."status" = 'pending' AND b."provider" IN ('payon', 'easy_leasing', 'khan_leasing')
    AND (b."created_at", b."id") < (a."created_at", a."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_application_uq" ON "payment_attempts" USING btree ("order_id") WHERE status = 'pending' and provider in ('payon', 'easy_leasing', 'khan_leasing');
