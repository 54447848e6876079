CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"vertical_id" text NOT NULL,
	"account_type" text NOT NULL,
	"path" text NOT NULL,
	"reference_name" text NOT NULL,
	"title" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"guide" text DEFAULT '' NOT NULL,
	"report_url" text NOT NULL,
	"permission" text DEFAULT '' NOT NULL,
	"require_system_user" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_vertical_id_verticals_id_fk" FOREIGN KEY ("vertical_id") REFERENCES "public"."verticals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_vertical_type_path_unique" ON "reports" USING btree ("vertical_id","account_type","path");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_vertical_reference_unique" ON "reports" USING btree ("vertical_id",lower("reference_name"));--> statement-breakpoint
CREATE INDEX "reports_vertical_type_idx" ON "reports" USING btree ("vertical_id","account_type");