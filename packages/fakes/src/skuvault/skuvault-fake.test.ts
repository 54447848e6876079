import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SkuVaultFake, startSkuVaultFake } from './skuvault-fake.ts';

let fake: SkuVaultFake;
beforeAll(async () => {
  fake = await startSkuVaultFake({ products: 12, orders: 5 });
});
afterAll(() => fake.close());

const post = (call: string, body: object, tokens: object = fake.credentials) =>
  fetch(`${fake.apiUrl}/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...tokens, ...body }),
  });

describe('SkuVault fake envelopes (reference source-apis.md §8)', () => {
  it('takes the tokens from the body and refuses wrong ones', async () => {
    expect((await post('products/getProducts', {}, { TenantToken: 'x', UserToken: 'y' })).status).toBe(401);
    const ok = await post('products/getProducts', {
      PageNumber: 0,
      PageSize: 5,
      TenantToken: fake.credentials.tenantToken,
      UserToken: fake.credentials.userToken,
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { Products: unknown[] }).Products).toHaveLength(5);
  });

  it('throttles per call: 5 heavy reads a window, then 429 with the reset', async () => {
    const tokens = { TenantToken: fake.credentials.tenantToken, UserToken: fake.credentials.userToken };
    let last: Response | null = null;
    for (let i = 0; i < 5; i++) last = await post('sales/getSalesByDate', { PageNumber: 0, PageSize: 10 }, tokens);
    expect(last!.headers.get('x-ratelimit-remaining')).toBe('0');
    const spent = await post('sales/getSalesByDate', { PageNumber: 0, PageSize: 10 }, tokens);
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    // another call has its own budget
    expect((await post('inventory/getWarehouses', { PageNumber: 0 }, tokens)).status).toBe(200);
  });
});
