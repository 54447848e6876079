import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAILCHIMP_KEY, type MailchimpFake, startMailchimpFake } from './server.ts';

const auth = (key: string) => ({ authorization: `Basic ${Buffer.from(`any:${key}`).toString('base64')}` });

describe('Mailchimp fake', () => {
  let fake: MailchimpFake;
  afterEach(() => fake.close());

  it('answers pings and refuses a wrong datacenter with the documented 401 problem', async () => {
    fake = await startMailchimpFake();
    const ok = await fetch(`${fake.url}/us6/3.0/ping`, { headers: auth(DEFAULT_MAILCHIMP_KEY) });
    expect(await ok.json()).toEqual({ health_status: "Everything's Chimpy!" });
    const wrongDc = await fetch(`${fake.url}/us1/3.0/ping`, { headers: auth(DEFAULT_MAILCHIMP_KEY) });
    expect(wrongDc.status).toBe(401);
    expect(wrongDc.headers.get('content-type')).toContain('application/problem+json');
    expect(await wrongDc.json()).toMatchObject({
      type: 'https://mailchimp.com/developer/marketing/docs/errors/',
      title: 'API Key Invalid',
      status: 401,
      detail: "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
    });
  });

  it('answers 429 TooManyRequests beyond the simultaneous-connection limit', async () => {
    fake = await startMailchimpFake({ maxConnections: 2, latencyMs: 30 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${fake.url}/3.0/ping`, { headers: auth(DEFAULT_MAILCHIMP_KEY) })),
    );
    const throttled = answers.filter((res) => res.status === 429);
    expect(throttled.length).toBeGreaterThan(0);
    expect(await throttled[0]?.json()).toMatchObject({ title: 'TooManyRequests', status: 429 });
  });

  it('refuses an order naming a product the store does not have', async () => {
    fake = await startMailchimpFake();
    const headers = { ...auth(DEFAULT_MAILCHIMP_KEY), 'content-type': 'application/json' };
    const store = { id: 's1', list_id: 'a1b2c3d4e5', name: 'Shop', currency_code: 'USD' };
    await fetch(`${fake.url}/3.0/ecommerce/stores`, { method: 'POST', headers, body: JSON.stringify(store) });
    const order = {
      id: 'o1',
      customer: { id: 'c1', email_address: 'a@b.c', opt_in_status: false },
      currency_code: 'USD',
      order_total: 1,
      lines: [{ id: 'l1', product_id: 'nope', product_variant_id: 'nope', quantity: 1, price: 1 }],
    };
    const res = await fetch(`${fake.url}/3.0/ecommerce/stores/s1/orders/o1`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(order),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ title: 'Invalid Resource' });
  });
});
