CREATE TABLE "email_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"added_by_product" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_list_entries" ADD CONSTRAINT "email_list_entries_type_id_email_lists_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."email_lists"("type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_list_entries_unique" ON "email_list_entries" USING btree ("type_id",lower("email"));