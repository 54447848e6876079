DROP INDEX "wh_customers_account_idx";--> statement-breakpoint
DROP INDEX "wh_inventory_account_idx";--> statement-breakpoint
DROP INDEX "wh_locations_account_idx";--> statement-breakpoint
DROP INDEX "wh_orders_account_idx";--> statement-breakpoint
DROP INDEX "wh_products_account_idx";