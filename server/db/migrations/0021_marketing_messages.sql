ALTER TABLE "customers" ADD COLUMN "marketing_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Messages not sent keep a reason code the console words in staff's language (core/notifications.ts SKIP_REASONS).
UPDATE "notifications" SET "last_error" = 'no_mail_server' WHERE "status" = 'skipped' AND "last_error" = 'no mail server is set up (SMTP_URL)';--> statement-breakpoint
UPDATE "notifications" SET "last_error" = 'reminder_not_due' WHERE "status" = 'skipped' AND "last_error" LIKE 'no longer due%';
