DROP INDEX "accounts_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "accounts_name_lower_trgm_idx" ON "accounts" USING gin (lower("name") gin_trgm_ops);