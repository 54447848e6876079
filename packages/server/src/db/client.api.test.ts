import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { openPostgres } from './client.ts';

// Web and worker processes started together on an empty PostgreSQL database migrate one
// after the other. This needs a PostgreSQL server: CI's (.ci/run exports TEST_PG_URL) or this machine's.
const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `storelens_migrate_${randomBytes(5).toString('hex')}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

afterAll(() => admin(`drop database if exists ${name} with (force)`));

it('migrates an empty database once when three processes open it at the same moment', async () => {
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await Promise.allSettled([1, 2, 3].map(() => openPostgres(url.toString(), 2)));
  expect(opened.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
  const [first] = opened;
  if (first?.status !== 'fulfilled') throw new Error('unreachable');
  const { rows } = await first.value.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
  const files = (await import('node:fs'))
    .readdirSync(new URL('./migrations', import.meta.url))
    .filter((f) => f.endsWith('.sql'));
  expect(rows[0]?.n).toBe(files.length);
  for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
});

it('survives the server ending an idle connection, tells whoever opened it, and queries again', async () => {
  const lost: Error[] = [];
  const database = await openPostgres(serverUrl, 1, (err) => lost.push(err));
  try {
    const { rows } = await database.executeSql('select pg_backend_pid() as pid');
    await admin(`select pg_terminate_backend(${Number(rows[0]?.pid)})`);
    await expect.poll(() => lost.length).toBe(1);
    const again = await database.executeSql('select 1 as one');
    expect(again.rows[0]?.one).toBe(1);
  } finally {
    await database.close();
  }
});
