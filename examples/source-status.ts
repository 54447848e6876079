/**
 * Lists a Connectors account's sources and their last runs, with an API key:
 *
 *   STORELENS_URL=http://localhost:3000 STORELENS_API_KEY=sl_… npx tsx examples/source-status.ts <accountId>
 *
 * (ACCOUNT_ID may stand for the argument.) A read key is enough. It exits non-zero when a call fails.
 */
import { createStoreLensClient } from '@storelens/client';

const baseUrl = process.env.STORELENS_URL ?? 'http://localhost:3000';
const apiKey = process.env.STORELENS_API_KEY;
const accountId = Number(process.argv[2] ?? process.env.ACCOUNT_ID);
if (!apiKey || !Number.isInteger(accountId)) {
  console.error('usage: STORELENS_URL=… STORELENS_API_KEY=sl_… npx tsx examples/source-status.ts <accountId>');
  process.exit(2);
}

const api = createStoreLensClient({ baseUrl, apiKey });
const {
  data: sources,
  error,
  response,
} = await api.GET('/api/sources/{accountId}', {
  params: { path: { accountId } },
});
if (!sources) {
  console.error(`GET /api/sources/${accountId}: ${response.status} ${error?.error}: ${error?.message}`);
  process.exit(1);
}

const when = (iso: string | null | undefined) =>
  iso ? new Date(iso).toISOString().replace('T', ' ').slice(0, 16) : '—';
const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
const rows = sources.map((source) => ({
  source: source.name,
  type: source.sourceName,
  state: source.status.state,
  'last run': source.lastRun
    ? `${source.lastRun.status} ${when(source.lastRun.finishedAt ?? source.lastRun.startedAt)}`
    : 'never',
  pulled: source.lastRun ? total(source.lastRun.pulled) : 0,
  'next run': when(source.nextRunTime),
}));
console.log(`${sources.length} source${sources.length === 1 ? '' : 's'} of account ${accountId}`);
console.table(rows);
