import { VendorError } from '../../integrations/vendor-error.ts';

const DECRYPT_FAILURES = ['Unsupported state or unable to authenticate data', 'not a sealed secret'];
const CONNECTION_CODES = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08001'];

/**
 * The text a user reads for an exception inside a run: never the raw message, which may carry a
 * query's parameters or a record. The full error goes to the log (with the query cut off).
 */
export function readableRunError(err: unknown, runId?: number): string {
  if (err instanceof VendorError) return err.message;
  const chain: unknown[] = [];
  for (let e: unknown = err; e && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  const messages = chain.map((e) => (e instanceof Error ? e.message : String(e)));
  const codes = chain.map((e) => (e as { code?: unknown }).code).filter((c): c is string => typeof c === 'string');
  if (messages.some((m) => DECRYPT_FAILURES.some((text) => m.includes(text))))
    return 'The stored credentials could not be decrypted: this worker runs with another SECRET_KEY than the one that saved them. An operator must start every process with the same SECRET_KEY.';
  if (
    codes.some((c) => CONNECTION_CODES.includes(c)) ||
    messages.some((m) => /connection (terminated|refused)/i.test(m))
  )
    return 'The database could not be reached during this run. The run is tried again automatically.';
  const sqlState = codes.find((c) => /^[0-9A-Z]{5}$/.test(c));
  if (sqlState || messages.some((m) => m.startsWith('Failed query')))
    return `The database refused a step of this run${sqlState ? ` (error ${sqlState})` : ''}. The run is tried again automatically.`;
  return `An internal error stopped this run${runId ? ` (reference: run ${runId})` : ''}. The run is tried again automatically; the details are in the server log.`;
}

/** What may be logged of an exception: its class, code and first message line, never query parameters. */
export const loggableError = (err: unknown) => {
  const e = err as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const firstLine = (text: unknown) =>
    typeof text === 'string' ? (text.split('\n')[0] ?? '').slice(0, 300) : undefined;
  return {
    type: typeof e?.name === 'string' ? e.name : typeof err,
    code: typeof e?.code === 'string' ? e.code : undefined,
    message: firstLine(e?.message ?? String(err)),
    cause: e?.cause ? firstLine((e.cause as { message?: unknown }).message) : undefined,
    stack:
      typeof e?.stack === 'string'
        ? e.stack
            .split('\n')
            .filter((l) => l.trimStart().startsWith('at '))
            .slice(0, 8)
            .join('\n')
        : undefined,
  };
};
