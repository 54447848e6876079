CREATE TABLE "brand_data_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"retailer_account_id" integer NOT NULL,
	"brand_account_id" integer NOT NULL,
	"user_id" integer,
	"report_key" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_subscription_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"period" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"report_key" text NOT NULL,
	"frequency" text NOT NULL,
	"hour" integer NOT NULL,
	"time_zone" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"compare" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_data_reads" ADD CONSTRAINT "brand_data_reads_retailer_account_id_accounts_id_fk" FOREIGN KEY ("retailer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_data_reads" ADD CONSTRAINT "brand_data_reads_brand_account_id_accounts_id_fk" FOREIGN KEY ("brand_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_data_reads" ADD CONSTRAINT "brand_data_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscription_sends" ADD CONSTRAINT "report_subscription_sends_subscription_id_report_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."report_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_data_reads_retailer_idx" ON "brand_data_reads" USING btree ("retailer_account_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_subscription_sends_period_idx" ON "report_subscription_sends" USING btree ("subscription_id","period");--> statement-breakpoint
CREATE INDEX "report_subscriptions_user_idx" ON "report_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "report_subscriptions_account_idx" ON "report_subscriptions" USING btree ("account_id");