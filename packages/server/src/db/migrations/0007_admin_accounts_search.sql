CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "accounts_name_trgm_idx" ON "accounts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_type_sort_idx" ON "accounts" USING btree ("account_type",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "accounts_vertical_sort_idx" ON "accounts" USING btree ("vertical_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "accounts_created_sort_idx" ON "accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_active_sort_idx" ON "accounts" USING btree ("is_active",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "accounts_hidden_sort_idx" ON "accounts" USING btree ("is_hidden",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "accounts_preview_sort_idx" ON "accounts" USING btree ("show_preview",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_vertical_brand_unique" ON "accounts" USING btree ("vertical_id",lower("settings"->>'brand')) WHERE "accounts"."account_type" = 'Brand';