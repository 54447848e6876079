CREATE TABLE "catalogue_names" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name_lower" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_names_account" ON "catalogue_names" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "catalogue_names_trgm" ON "catalogue_names" USING gin ("name_lower" gin_trgm_ops);