import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { type BulkRow, groupBulkRows, readBulkRows } from './bulk.ts';

/** The JSONL file as a shop's storage sends it: in chunks that cut lines (and characters) anywhere. */
let server: Server;
let base = '';
const files = new Map<string, Buffer[]>();

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks = files.get(req.url ?? '') ?? [];
    res.writeHead(200, { 'content-type': 'application/jsonl' });
    for (const chunk of chunks) {
      res.write(chunk);
      // each chunk its own network read
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** `text` split at the given byte offsets. */
const cut = (text: string, at: number[]) => {
  const bytes = Buffer.from(text, 'utf8');
  return [0, ...at].map((from, i) => bytes.subarray(from, at[i] ?? bytes.length));
};

const readAll = async (path: string) => {
  const rows: BulkRow[] = [];
  for await (const batch of readBulkRows(`${base}${path}`)) rows.push(...batch);
  return rows;
};

describe('a bulk export file read as it downloads', () => {
  const file = [
    '{"id":"gid://shopify/Order/1","name":"Café #1"}',
    '{"id":"gid://shopify/LineItem/11","__parentId":"gid://shopify/Order/1"}\r',
    '',
    '{"id":"gid://shopify/LineItem/12","__parentId":"gid://shopify/Order/1"}',
    '{"id":"gid://shopify/Order/2","name":"#2"}',
  ].join('\n');

  it('reads every row whatever the chunks cut, a character split in two included, blank lines and CRLF skipped', async () => {
    const accent = Buffer.from(file, 'utf8').indexOf(Buffer.from('é', 'utf8'));
    files.set('/cut', cut(file, [10, accent + 1, 60, 61, 130, 200]));
    files.set('/whole', [Buffer.from(`${file}\n`)]);
    for (const path of ['/cut', '/whole']) {
      const rows = await readAll(path);
      expect(rows.map((r) => r.id)).toEqual([
        'gid://shopify/Order/1',
        'gid://shopify/LineItem/11',
        'gid://shopify/LineItem/12',
        'gid://shopify/Order/2',
      ]);
      expect(rows[0]!.name).toBe('Café #1');
    }
  });

  it('groups each parent with the children below it', async () => {
    files.set('/group', cut(file, [33, 97]));
    const orders: Array<{ id: string; lines: { nodes: BulkRow[] } }> = [];
    for await (const batch of groupBulkRows<(typeof orders)[number]>(readBulkRows(`${base}/group`), 'lines'))
      orders.push(...batch);
    expect(orders.map((o) => [o.id, o.lines.nodes.map((l) => l.id)])).toEqual([
      ['gid://shopify/Order/1', ['gid://shopify/LineItem/11', 'gid://shopify/LineItem/12']],
      ['gid://shopify/Order/2', []],
    ]);
    expect(orders[0]!.lines.nodes[0]).not.toHaveProperty('__parentId', expect.anything());
  });

  it('refuses a file cut off part-way through its last row, retryably', async () => {
    files.set('/short', [Buffer.from(`${file}\n{"id":"gid://shopify/Order/3","na`)]);
    const error = await readAll('/short').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(VendorError);
    expect(error).toMatchObject({
      kind: 'retryable',
      message: "Shopify's bulk export file ended part-way through a row",
    });
  });
});
