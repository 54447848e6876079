CREATE TABLE "account_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_account_id" integer NOT NULL,
	"retailer_account_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"status_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connection_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"actor_user_id" integer,
	"actor_account_id" integer,
	"is_system_user" boolean DEFAULT false NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connection_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"user_id" integer,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_edits" (
	"account_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"store_id" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_edits_source_id_store_id_pk" PRIMARY KEY("source_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "retailer_data_settings" (
	"account_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"value" boolean NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retailer_data_settings_account_id_type_id_pk" PRIMARY KEY("account_id","type_id")
);
--> statement-breakpoint
ALTER TABLE "account_connections" ADD CONSTRAINT "account_connections_brand_account_id_accounts_id_fk" FOREIGN KEY ("brand_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_connections" ADD CONSTRAINT "account_connections_retailer_account_id_accounts_id_fk" FOREIGN KEY ("retailer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_history" ADD CONSTRAINT "connection_history_connection_id_account_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."account_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_history" ADD CONSTRAINT "connection_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_history" ADD CONSTRAINT "connection_history_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_tokens" ADD CONSTRAINT "connection_tokens_connection_id_account_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."account_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_tokens" ADD CONSTRAINT "connection_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_edits" ADD CONSTRAINT "location_edits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_edits" ADD CONSTRAINT "location_edits_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_edits" ADD CONSTRAINT "location_edits_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_data_settings" ADD CONSTRAINT "retailer_data_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_data_settings" ADD CONSTRAINT "retailer_data_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_connections_pair_unique" ON "account_connections" USING btree ("brand_account_id","retailer_account_id");--> statement-breakpoint
CREATE INDEX "account_connections_retailer_idx" ON "account_connections" USING btree ("retailer_account_id");--> statement-breakpoint
CREATE INDEX "connection_history_connection_idx" ON "connection_history" USING btree ("connection_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "connection_tokens_hash_unique" ON "connection_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "connection_tokens_connection_idx" ON "connection_tokens" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "location_edits_account_idx" ON "location_edits" USING btree ("account_id");