CREATE SEQUENCE "public"."buy_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5001 CACHE 1;--> statement-breakpoint
CREATE TABLE "buy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"url" text,
	"site" text,
	"title" text NOT NULL,
	"image" text,
	"page_price" jsonb,
	"page_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chosen" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"estimate" integer,
	"quote" jsonb,
	"quote_valid_until" timestamp with time zone,
	"reject_reason" text,
	"order_id" uuid,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buy_requests_quantity_positive" CHECK ("buy_requests"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options_text" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "marketplace_hosts" text[];--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buy_requests_store_number_uq" ON "buy_requests" USING btree ("store_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "buy_requests_customer_key_uq" ON "buy_requests" USING btree ("customer_id","key");--> statement-breakpoint
CREATE INDEX "buy_requests_store_state_idx" ON "buy_requests" USING btree ("store_id","state","created_at");--> statement-breakpoint
CREATE INDEX "buy_requests_customer_idx" ON "buy_requests" USING btree ("customer_id","created_at");