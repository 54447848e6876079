import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RicsFake, startRicsFake } from './rics-fake.ts';

let fake: RicsFake;
beforeAll(async () => {
  fake = await startRicsFake({ customers: 7, products: 5, orders: 12, limit: 6, windowMs: 60_000 });
});
afterAll(() => fake.close());

const post = (call: string, body: object, token = fake.credentials.token) =>
  fetch(`${fake.apiUrl}/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });

describe('RICS fake envelopes (reference source-apis.md §6)', () => {
  it('takes the Token header, pages with Skip/Take and reports TotalRecords', async () => {
    expect((await post('Customer/GetCustomer', {}, 'wrong')).status).toBe(401);
    const page = (await (await post('Customer/GetCustomer', { Skip: 5, Take: 5 })).json()) as {
      IsSuccessful: boolean;
      Customers: unknown[];
      ResultStatistics: { TotalRecords: number };
    };
    expect(page).toMatchObject({ IsSuccessful: true, ResultStatistics: { TotalRecords: 7 } });
    expect(page.Customers).toHaveLength(2);
  });

  it('answers a logical failure as IsSuccessful:false, then 429 with Retry-After once the budget is spent', async () => {
    const noRange = (await (await post('POS/GetPOSTransaction', { Take: 10 })).json()) as { IsSuccessful: boolean };
    expect(noRange.IsSuccessful).toBe(false);
    const all = (await (
      await post('POS/GetPOSTransaction', { BatchStartDate: '2000-01-01T00:00:00', Take: 100 })
    ).json()) as { Sales: { BatchDateTime: string }[] };
    expect(all.Sales).toHaveLength(12);
    expect(all.Sales[0]!.BatchDateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/); // wall time, no zone
    let last: Response | null = null;
    for (let i = 0; i < 4; i++) last = await post('Product/GetProductDetails', {});
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
