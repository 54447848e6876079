import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/connectors.schema.ts',
    './src/db/runtime.schema.ts',
    './src/db/reports.schema.ts',
    './src/db/connections.schema.ts',
    './src/db/report-rollups.schema.ts',
    './src/db/products.schema.ts',
    './src/db/api-keys.schema.ts',
    './src/db/webhooks.schema.ts',
    './src/db/report-subscriptions.schema.ts',
  ],
  out: './src/db/migrations',
});
