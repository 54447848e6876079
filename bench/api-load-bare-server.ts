/**
 * The baseline of bench/api-load: a bare Fastify + pg server answering the two benchmarked calls
 * with the same main queries StoreLens makes (the session and its user, the user's vertical limits
 * and one page of accounts; the account check, the sources and their last runs), without the
 * framework around them (guards, zod, serializers, hooks). Started by api-load.bench.ts.
 *   DATABASE_URL=... PORT=... node --import tsx bench/api-load-bare-server.ts
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const SESSION = `select s.id as session_id, u.id, u.system_access_level from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.idle_expires_at > now() and s.absolute_expires_at > now() and u.is_active`;

async function userOf(cookie: string | undefined): Promise<{ id: number; system_access_level: string | null } | null> {
  const token = /storelens_session=([^;]+)/.exec(cookie ?? '')?.[1];
  if (!token) return null;
  const hash = createHash('sha256').update(decodeURIComponent(token)).digest('hex');
  return (await pool.query(SESSION, [hash])).rows[0] ?? null;
}

app.get('/api/user/accounts', async (request, reply) => {
  const user = await userOf(request.headers.cookie);
  if (!user) return reply.code(401).send({ error: 'Authentication Error' });
  const limits = (await pool.query('select vertical_id from user_verticals where user_id = $1', [user.id])).rows.map(
    (r) => r.vertical_id as string,
  );
  const { rows } = await pool.query(
    `select a.id, a.name, a.account_type as "accountType", a.vertical_id as "verticalId", v.name as vertical,
       a.is_active as "isActive", coalesce(au.is_default, false) as "default"
     from accounts a join verticals v on v.id = a.vertical_id
     left join account_users au on au.account_id = a.id and au.user_id = $1
     where (cardinality($2::text[]) = 0 or a.vertical_id = any($2)) and (not a.is_hidden or au.user_id is not null)
     order by lower(a.name), a.id limit 50`,
    [user.id, limits],
  );
  return rows;
});

app.get<{ Params: { accountId: string } }>('/api/sources/:accountId', async (request, reply) => {
  const user = await userOf(request.headers.cookie);
  if (!user) return reply.code(401).send({ error: 'Authentication Error' });
  const accountId = Number(request.params.accountId);
  const account = await pool.query(
    'select a.*, v.name as vertical from accounts a join verticals v on v.id = a.vertical_id where a.id = $1',
    [accountId],
  );
  if (account.rows.length === 0) return reply.code(404).send({ error: 'NotFound' });
  await pool.query('select * from account_users where account_id = $1 and user_id = $2', [accountId, user.id]);
  const sources = (
    await pool.query('select * from sources where account_id = $1 order by lower(name), id', [accountId])
  ).rows;
  const ids = sources.map((s) => s.id as number);
  const runs = (
    await pool.query(
      'select distinct on (source_id) * from sync_runs where source_id = any($1) order by source_id, started_at desc, id desc',
      [ids],
    )
  ).rows;
  const links = (await pool.query('select * from source_destinations where source_id = any($1)', [ids])).rows;
  return sources.map((s) => ({
    id: s.id,
    name: s.name,
    lastRun: runs.find((r) => r.source_id === s.id) ?? null,
    destinations: links.filter((l) => l.source_id === s.id).map((l) => l.destination_id),
  }));
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
