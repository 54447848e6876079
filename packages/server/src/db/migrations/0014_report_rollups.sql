CREATE TABLE "report_customer_first" (
	"account_id" integer NOT NULL,
	"customer_key" text NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "report_customer_first_account_id_customer_key_pk" PRIMARY KEY("account_id","customer_key")
);
--> statement-breakpoint
CREATE TABLE "report_line_facts" (
	"account_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"order_vendor_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"day" date NOT NULL,
	"location_key" text NOT NULL,
	"product_key" text NOT NULL,
	"name" text NOT NULL,
	"units" integer NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "report_line_facts_source_id_order_vendor_id_line_no_pk" PRIMARY KEY("source_id","order_vendor_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "report_order_facts" (
	"account_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"vendor_id" text NOT NULL,
	"day" date NOT NULL,
	"location_key" text NOT NULL,
	"customer_key" text,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_order_facts_account_id_source_id_vendor_id_pk" PRIMARY KEY("account_id","source_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "report_product_daily" (
	"account_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"day" date NOT NULL,
	"location_key" text NOT NULL,
	"product_key" text NOT NULL,
	"name" text NOT NULL,
	"units" integer NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "report_product_daily_account_id_source_id_day_location_key_product_key_pk" PRIMARY KEY("account_id","source_id","day","location_key","product_key")
);
--> statement-breakpoint
CREATE TABLE "report_rollup_cursors" (
	"source_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_sales_daily" (
	"account_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"day" date NOT NULL,
	"location_key" text NOT NULL,
	"orders" integer NOT NULL,
	"units" integer NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "report_sales_daily_account_id_source_id_day_location_key_pk" PRIMARY KEY("account_id","source_id","day","location_key")
);
--> statement-breakpoint
ALTER TABLE "report_line_facts" ADD CONSTRAINT "report_line_facts_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_order_facts" ADD CONSTRAINT "report_order_facts_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_product_daily" ADD CONSTRAINT "report_product_daily_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_rollup_cursors" ADD CONSTRAINT "report_rollup_cursors_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sales_daily" ADD CONSTRAINT "report_sales_daily_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_line_facts_group_idx" ON "report_line_facts" USING btree ("account_id","source_id","day","location_key");--> statement-breakpoint
CREATE INDEX "report_order_facts_day_idx" ON "report_order_facts" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "report_order_facts_customer_idx" ON "report_order_facts" USING btree ("account_id","customer_key");