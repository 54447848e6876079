/**
 * The baseline of bench/api-load: a bare Fastify + pg server answering the benchmarked calls with
 * the statements StoreLens sends (the same SQL, as named prepared statements like StoreLens' hot
 * paths; `*` where StoreLens lists every column of a table), without the framework around them
 * (hooks, guards, zod, serializers, the ORM). The caller is found as StoreLens finds it: a cookie's
 * session with its user, or an `Authorization: Bearer sl_…` key with its user (and the key's
 * last-used time written at most once a minute, as api-key-auth.ts does). GET /api/user/accounts is
 * then the same two statements: the user's vertical limits, one page of accounts. GET /api/sources/{id}
 * is the account check StoreLens makes and a shorter version of its listing (informational).
 *   DATABASE_URL=... PORT=... node --import tsx bench/api-load-bare-server.ts
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

// the pool size StoreLens' server opens (db/client.ts)
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const query = (name: string, text: string, values: unknown[]) => pool.query({ name, text, values });

const SESSION = `select s.*, u.* from sessions s inner join users u on u.id = s.user_id
  where (s.token_hash = $1 and s.idle_expires_at > $2 and s.absolute_expires_at > $3 and u.is_active = $4)`;

// api-key-auth.ts keyByHash: a live key of an active user
const API_KEY = `select k.*, u.* from api_keys k inner join users u on u.id = k.user_id
  where (k.key_hash = $1 and k.revoked_at is null and k.expires_at > $2 and u.is_active = $3)`;
const LAST_USED_EVERY_MS = 60_000;

type Caller = { id: number; system_access_level: string | null };

async function keyCallerOf(key: string): Promise<Caller | null> {
  const now = new Date();
  const hash = createHash('sha256').update(key).digest('hex');
  const row = (await query('bare_api_key', API_KEY, [hash, now.toISOString(), true])).rows[0];
  if (!row) return null;
  // the joined row's id is the user's (u.* comes last); the key's own id is read by its hash
  if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() >= LAST_USED_EVERY_MS)
    await query('bare_api_key_used', 'update api_keys set last_used_at = $1 where key_hash = $2', [now, hash]);
  return row;
}

async function userOf(headers: { cookie?: string; authorization?: string }): Promise<Caller | null> {
  const bearer = /^Bearer\s+(sl_\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (bearer) return keyCallerOf(bearer);
  const token = /storelens_session=([^;]+)/.exec(headers.cookie ?? '')?.[1];
  if (!token) return null;
  const hash = createHash('sha256').update(decodeURIComponent(token)).digest('hex');
  const now = new Date().toISOString();
  return (await query('bare_session', SESSION, [hash, now, now, true])).rows[0] ?? null;
}

const verticalLimits = async (userId: number): Promise<string[]> =>
  (
    await query('bare_user_verticals', 'select vertical_id from user_verticals where user_verticals.user_id = $1', [
      userId,
    ])
  ).rows.map((r) => r.vertical_id as string);

// accounts.queries.ts systemUserAccountsQuery, with and without the vertical limit
const accountsPage = (limited: boolean) => `select a.id, a.name, a.account_type as "accountType",
    a.vertical_id as "verticalId", v.name as vertical, a.is_active as "isActive", a.is_hidden as "isHidden",
    coalesce(au.is_default, false) as "default", au.user_id is not null as "isMember"
  from accounts a inner join verticals v on v.id = a.vertical_id
  left join account_users au on (au.account_id = a.id and au.user_id = $1)
  where (${limited ? 'a.vertical_id = any($3::text[]) and ' : ''}(a.is_hidden = false or au.user_id is not null))
  order by lower(a.name) asc, a.id asc limit $2`;

app.get('/api/user/accounts', async (request, reply) => {
  const user = await userOf(request.headers);
  if (!user) return reply.code(401).send({ error: 'Authentication Error' });
  const limits = await verticalLimits(user.id);
  const { rows } =
    limits.length === 0
      ? await query('bare_accounts', accountsPage(false), [user.id, 50])
      : await query('bare_vertical_accounts', accountsPage(true), [user.id, 50, limits]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    accountType: r.accountType,
    verticalId: r.verticalId,
    vertical: r.vertical,
    isActive: r.isActive,
    default: r.default,
  }));
});

app.get<{ Params: { accountId: string } }>('/api/sources/:accountId', async (request, reply) => {
  const user = await userOf(request.headers);
  if (!user) return reply.code(401).send({ error: 'Authentication Error' });
  const accountId = Number(request.params.accountId);
  // account-access.queries.ts findAccountAccess, then the limits of a system user who is not a member
  const account = await query(
    'bare_account_access',
    `select a.*, v.*, au.access_level from accounts a inner join verticals v on v.id = a.vertical_id
      left join account_users au on (au.account_id = a.id and au.user_id = $1) where a.id = $2`,
    [user.id, accountId],
  );
  if (account.rows.length === 0) return reply.code(404).send({ error: 'NotFound' });
  if (!account.rows[0].access_level) await verticalLimits(user.id);
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
