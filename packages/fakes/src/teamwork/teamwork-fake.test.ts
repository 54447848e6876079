import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamworkFake, type TeamworkFake } from './teamwork-fake.ts';

let fake: TeamworkFake;
beforeAll(async () => {
  fake = await startTeamworkFake({ orders: 30, products: 6, allowedTypes: ['sales-receipt'], limit: 5 });
});
afterAll(() => fake.close());

const exportOf = (type: string, request: object, apiKey = fake.credentials.apiKey, host = fake.credentials.url) =>
  fetch(`${fake.chqUrlTemplate.replace('{url}', host)}/chqapi/export/${type}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: apiKey },
    body: JSON.stringify({ ApiDocumentId: 'x', Request: request }),
  });

describe('Teamwork CHQ fake (reference source-apis.md §12)', () => {
  it('answers an API document: TotalRecords ignores Skip/Top, RecordsCount reflects them, sorted by RecModified', async () => {
    const doc = (await (await exportOf('sales-receipt', { Skip: 10, Top: 5 })).json()) as {
      Status: string;
      TotalRecords: number;
      RecordsCount: number;
      Response: { SalesReceipts: { RecModified: string }[] };
    };
    expect(doc).toMatchObject({ Status: 'Successful', TotalRecords: 30, RecordsCount: 5 });
    const dates = doc.Response.SalesReceipts.map((r) => r.RecModified);
    expect([...dates].sort()).toEqual(dates);
    const since = dates[2]!;
    const filtered = (await (
      await exportOf('sales-receipt', {
        Top: 100,
        Filters: [{ Field: 'RecModified', Operator: 'Greaterthan', Value: since }],
      })
    ).json()) as { TotalRecords: number };
    expect(filtered.TotalRecords).toBe(30 - 13);
  });

  it('refuses a wrong key (401), an API type the key is not allowed (403), an unknown host (404), then throttles', async () => {
    expect((await exportOf('sales-receipt', {}, 'wrong')).status).toBe(401);
    expect((await exportOf('location-export', {})).status).toBe(403);
    expect((await exportOf('sales-receipt', {}, fake.credentials.apiKey, 'other.example.com')).status).toBe(404);
    // five accepted exports a window (the test's budget), refusals not counted
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await exportOf('sales-receipt', {})).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const spent = await exportOf('sales-receipt', {});
    expect(spent.status).toBe(429);
    expect(spent.headers.get('retry-after')).toBeTruthy();
  });
});
