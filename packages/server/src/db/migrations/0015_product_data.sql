CREATE TABLE "brand_mappings" (
	"source_brand" text PRIMARY KEY NOT NULL,
	"destination_brand" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"origin" text NOT NULL,
	"product_key" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"sku" text,
	"upc" text,
	"size" text,
	"width" text,
	"color" text,
	"style" text,
	"brand" text,
	"price" numeric(14, 2),
	"cost" numeric(14, 2),
	"image_url" text,
	"category" text,
	"source_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rule_id" integer,
	"tagged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tag_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"account_id" integer,
	"vertical_id" text,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text,
	"category2" text,
	"category3" text,
	"category4" text,
	"category5" text,
	"gender" text,
	"family" text,
	"color" text,
	"extension_field1" text,
	"extension_field2" text,
	"extension_field3" text,
	"extension_field4" text,
	"extension_field5" text,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_rule_id_tag_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."tag_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_rules" ADD CONSTRAINT "tag_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_rules" ADD CONSTRAINT "tag_rules_vertical_id_verticals_id_fk" FOREIGN KEY ("vertical_id") REFERENCES "public"."verticals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_key" ON "catalogue_products" USING btree ("account_id","product_key");--> statement-breakpoint
CREATE INDEX "catalogue_products_name" ON "catalogue_products" USING btree ("account_id","name","id");--> statement-breakpoint
CREATE INDEX "catalogue_products_upc" ON "catalogue_products" USING btree ("upc");--> statement-breakpoint
CREATE INDEX "catalogue_products_brand" ON "catalogue_products" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "catalogue_products_rule" ON "catalogue_products" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "tag_rules_account" ON "tag_rules" USING btree ("account_id","sort_order");--> statement-breakpoint
CREATE INDEX "tag_rules_vertical" ON "tag_rules" USING btree ("vertical_id");