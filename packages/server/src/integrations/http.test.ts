import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchWithRetry, isRaisedBeforeSending } from './http.ts';
import { VendorError } from './vendor-error.ts';

let server: Server;
let url: string;
let requests = 0;
let status = 200;
beforeAll(async () => {
  server = createServer((_req, res) => {
    requests++;
    res.statusCode = status;
    res.end(`internal detail from ${url}`);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/things`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const failure = async (promise: Promise<unknown>): Promise<VendorError> => {
  try {
    await promise;
  } catch (err) {
    if (err instanceof VendorError) return err;
    throw err;
  }
  throw new Error('expected a VendorError');
};

describe('fetchWithRetry', () => {
  it('does not retry a request that could not even be built (a header value HTTP cannot carry)', async () => {
    for (const key of ['key😀', 'key\u0000', 'ke\ny', 'ké\r\nX-Injected: 1']) {
      requests = 0;
      const started = Date.now();
      const err = await failure(fetchWithRetry(url, { headers: { 'x-api-key': key } }, { baseDelayMs: 1_000 }));
      expect(Date.now() - started).toBeLessThan(500);
      expect(requests).toBe(0);
      expect(err.kind).toBe('invalid');
      expect(err.code).toBe('InvalidRequest');
      expect(err.message).not.toContain('127.0.0.1');
    }
  });

  it('retries a vendor failure, and its message names no address and repeats no body', async () => {
    requests = 0;
    status = 503;
    const err = await failure(fetchWithRetry(url, {}, { attempts: 2, baseDelayMs: 1 }));
    status = 200;
    expect(requests).toBe(2);
    expect(err.kind).toBe('retryable');
    expect(err.message).toBe('the service answered HTTP 503');
  });

  it('a vendor that cannot be reached is not named by its address', async () => {
    const closed = new URL(url);
    closed.port = '1';
    const err = await failure(fetchWithRetry(closed.toString(), {}, { attempts: 2, baseDelayMs: 1 }));
    expect(err.kind).toBe('retryable');
    expect(err.message).not.toMatch(/127\.0\.0\.1|:1\b/);
  });

  it('tells errors raised before sending from network failures', () => {
    expect(
      isRaisedBeforeSending(Object.assign(new TypeError('Invalid character in header'), { code: 'ERR_INVALID_CHAR' })),
    ).toBe(true);
    expect(isRaisedBeforeSending(new TypeError('Headers.append: "a\u0000" is an invalid header value.'))).toBe(true);
    expect(isRaisedBeforeSending(new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') }))).toBe(false);
    expect(isRaisedBeforeSending(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(false);
  });
});
