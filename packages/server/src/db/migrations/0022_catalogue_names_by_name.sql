CREATE TABLE "catalogue_names" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_names_page" ON "catalogue_names" USING btree ("account_id","name","product_id");--> statement-breakpoint
CREATE INDEX "catalogue_names_trgm" ON "catalogue_names" USING gin (lower("name") gin_trgm_ops);