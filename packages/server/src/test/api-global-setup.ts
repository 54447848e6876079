import {
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  preparePgliteTemplate,
  preparePostgresTemplate,
} from './database-template.ts';

/**
 * The API project's global setup: one migrated database for the whole run, which every test
 * database then starts as a copy of (see database-template.ts). The variables set here reach the
 * test processes, which vitest starts after this.
 */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) process.env[POSTGRES_TEMPLATE_ENV] = await preparePostgresTemplate(url);
  else process.env[PGLITE_TEMPLATE_ENV] = await preparePgliteTemplate();
}
