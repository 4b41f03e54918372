CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"submission_key" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"letter" text DEFAULT '' NOT NULL,
	"cv_key" text NOT NULL,
	"cv_name" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	"lang" text DEFAULT 'mn' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"team" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"employment" text NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"closes_on" text,
	"doc" jsonb NOT NULL,
	"opened_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"satisfaction" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"nps" integer NOT NULL,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_satisfaction_range" CHECK ("survey_responses"."satisfaction" between 1 and 5),
	CONSTRAINT "survey_responses_nps_range" CHECK ("survey_responses"."nps" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "season" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_position_id_job_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."job_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_positions" ADD CONSTRAINT "job_positions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_positions" ADD CONSTRAINT "job_positions_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_store_submission_uq" ON "job_applications" USING btree ("store_id","submission_key");--> statement-breakpoint
CREATE INDEX "job_applications_position_idx" ON "job_applications" USING btree ("position_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_keep_until_idx" ON "job_applications" USING btree ("keep_until");--> statement-breakpoint
CREATE INDEX "job_positions_store_state_idx" ON "job_positions" USING btree ("store_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_order_uq" ON "survey_responses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "survey_responses_store_created_idx" ON "survey_responses" USING btree ("store_id","created_at");