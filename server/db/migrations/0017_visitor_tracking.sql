-- Visitor tracking (ADR 0012): visit_events is partitioned by day on "at"; its partitions (visit_events_YYYYMMDD) are
-- made ahead and dropped after the kept days by server/modules/tracking/partitions.ts, which also runs at start.
CREATE TABLE "visit_events" (
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"store_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"network" text NOT NULL,
	"referrer" text NOT NULL,
	"signed_in" boolean NOT NULL,
	"path" text NOT NULL,
	"page_type" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"value" double precision,
	"origin" text
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE TABLE "visit_rollups" (
	"store_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"dim2" text DEFAULT '' NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"total" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_rollups_store_id_hour_metric_language_device_dim_dim2_pk" PRIMARY KEY("store_id","hour","metric","language","device","dim","dim2")
);
--> statement-breakpoint
CREATE INDEX "visit_events_store_at_idx" ON "visit_events" USING btree ("store_id","at");--> statement-breakpoint
CREATE INDEX "visit_events_session_idx" ON "visit_events" USING btree ("session_id");