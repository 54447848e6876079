CREATE SEQUENCE "public"."warehouse_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "account_connector_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"source_limit" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_cursors" (
	"source_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"stream" text NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_cursors_source_id_destination_id_stream_pk" PRIMARY KEY("source_id","destination_id","stream")
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"destination_type" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_cursors" (
	"source_id" integer NOT NULL,
	"scope" text DEFAULT 'main' NOT NULL,
	"stream" text NOT NULL,
	"cursor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "source_cursors_source_id_scope_stream_pk" PRIMARY KEY("source_id","scope","stream")
);
--> statement-breakpoint
CREATE TABLE "source_destinations" (
	"source_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_date" date NOT NULL,
	"loading_history" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "source_destinations_source_id_destination_id_pk" PRIMARY KEY("source_id","destination_id")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"source_type" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text,
	"frequency_minutes" integer NOT NULL,
	"anchor_time" text NOT NULL,
	"timezone" text NOT NULL,
	"start_date" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_setup" boolean DEFAULT true NOT NULL,
	"next_run_time" timestamp with time zone,
	"health" text DEFAULT 'ok' NOT NULL,
	"last_error" text,
	"reconnect_notified_at" timestamp with time zone,
	"validation_token_hash" text,
	"validation_token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"kind" text DEFAULT 'scheduled' NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb DEFAULT '{"pulled":{},"pushed":{},"destinationErrors":{}}'::jsonb NOT NULL,
	"error" text,
	"error_kind" text
);
--> statement-breakpoint
CREATE TABLE "wh_customers" (
	"account_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"vendor_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"change_seq" bigint DEFAULT nextval('warehouse_change_seq') NOT NULL,
	"vendor_updated_at" timestamp with time zone,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wh_customers_account_id_source_id_vendor_id_pk" PRIMARY KEY("account_id","source_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "wh_inventory" (
	"account_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"vendor_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"change_seq" bigint DEFAULT nextval('warehouse_change_seq') NOT NULL,
	"vendor_updated_at" timestamp with time zone,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wh_inventory_account_id_source_id_vendor_id_pk" PRIMARY KEY("account_id","source_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "wh_locations" (
	"account_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"vendor_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"change_seq" bigint DEFAULT nextval('warehouse_change_seq') NOT NULL,
	"vendor_updated_at" timestamp with time zone,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wh_locations_account_id_source_id_vendor_id_pk" PRIMARY KEY("account_id","source_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "wh_orders" (
	"account_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"vendor_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"change_seq" bigint DEFAULT nextval('warehouse_change_seq') NOT NULL,
	"vendor_updated_at" timestamp with time zone,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wh_orders_account_id_source_id_vendor_id_pk" PRIMARY KEY("account_id","source_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "wh_products" (
	"account_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"vendor_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"change_seq" bigint DEFAULT nextval('warehouse_change_seq') NOT NULL,
	"vendor_updated_at" timestamp with time zone,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wh_products_account_id_source_id_vendor_id_pk" PRIMARY KEY("account_id","source_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "account_connector_settings" ADD CONSTRAINT "account_connector_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_cursors" ADD CONSTRAINT "delivery_cursors_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_cursors" ADD CONSTRAINT "delivery_cursors_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_cursors" ADD CONSTRAINT "source_cursors_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_destinations" ADD CONSTRAINT "source_destinations_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_destinations" ADD CONSTRAINT "source_destinations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_customers" ADD CONSTRAINT "wh_customers_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_inventory" ADD CONSTRAINT "wh_inventory_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_locations" ADD CONSTRAINT "wh_locations_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_orders" ADD CONSTRAINT "wh_orders_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_products" ADD CONSTRAINT "wh_products_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destinations_account_idx" ON "destinations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "source_destinations_dest_idx" ON "source_destinations" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "sources_account_idx" ON "sources" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sources_due_idx" ON "sources" USING btree ("next_run_time") WHERE "sources"."active" and "sources"."is_setup";--> statement-breakpoint
CREATE UNIQUE INDEX "sources_validation_token_unique" ON "sources" USING btree ("validation_token_hash");--> statement-breakpoint
CREATE INDEX "sync_runs_source_idx" ON "sync_runs" USING btree ("source_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_running" ON "sync_runs" USING btree ("source_id") WHERE "sync_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "wh_customers_account_idx" ON "wh_customers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "wh_customers_seq_idx" ON "wh_customers" USING btree ("source_id","change_seq");--> statement-breakpoint
CREATE INDEX "wh_inventory_account_idx" ON "wh_inventory" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "wh_inventory_seq_idx" ON "wh_inventory" USING btree ("source_id","change_seq");--> statement-breakpoint
CREATE INDEX "wh_locations_account_idx" ON "wh_locations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "wh_locations_seq_idx" ON "wh_locations" USING btree ("source_id","change_seq");--> statement-breakpoint
CREATE INDEX "wh_orders_account_idx" ON "wh_orders" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "wh_orders_seq_idx" ON "wh_orders" USING btree ("source_id","change_seq");--> statement-breakpoint
CREATE INDEX "wh_products_account_idx" ON "wh_products" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "wh_products_seq_idx" ON "wh_products" USING btree ("source_id","change_seq");