ALTER TABLE "payment_attempts" ADD COLUMN "next_check_at" timestamp with time zone DEFAULT now() + interval '1 minute';--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "unanswered_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "unanswered_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "last_check_error" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_attempts_check_due_idx" ON "payment_attempts" USING btree ("next_check_at") WHERE status = 'pending';--> statement-breakpoint
-- Open invoices and loans already waiting are asked about within a minute; applications are decided by staff, and closed
-- attempts have nothing left to ask.
UPDATE "payment_attempts" SET "next_check_at" = NULL WHERE "status" <> 'pending' OR "provider" IN ('payon', 'easy_leasing', 'khan_leasing');
