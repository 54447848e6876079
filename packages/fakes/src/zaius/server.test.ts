import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ZAIUS_PRIVATE_KEY, DEFAULT_ZAIUS_PUBLIC_KEY, startZaiusFake, type ZaiusFake } from './server.ts';

describe('ODP (Zaius) fake', () => {
  let fake: ZaiusFake;
  afterEach(() => fake.close());

  const post = (path: string, key: string, body: unknown) =>
    fetch(`${fake.endpoint}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 403 {"message":"Forbidden"} to a bad key and to the public key on a private read', async () => {
    fake = await startZaiusFake();
    const bad = await fetch(`${fake.endpoint}/lists`, { headers: { 'x-api-key': 'nope' } });
    expect(bad.status).toBe(403);
    expect(await bad.json()).toEqual({ message: 'Forbidden' });
    const publicRead = await fetch(`${fake.endpoint}/lists`, { headers: { 'x-api-key': DEFAULT_ZAIUS_PUBLIC_KEY } });
    expect(publicRead.status).toBe(403);
    const privateRead = await fetch(`${fake.endpoint}/lists`, { headers: { 'x-api-key': DEFAULT_ZAIUS_PRIVATE_KEY } });
    expect(await privateRead.json()).toMatchObject({ lists: [{ list_id: 'newsletter', name: 'Newsletter' }] });
  });

  it('accepts writes with 202 and refuses bad events with invalids', async () => {
    fake = await startZaiusFake();
    const ok = await post('/profiles', DEFAULT_ZAIUS_PUBLIC_KEY, [{ attributes: { email: 'a@b.c' } }]);
    expect(ok.status).toBe(202);
    expect(await ok.json()).toMatchObject({ title: 'Accepted', status: 202 });
    const bad = await post('/events', DEFAULT_ZAIUS_PUBLIC_KEY, [
      {
        type: 'order',
        action: 'purchase',
        identifiers: { email: 'a@b.c' },
        data: { order: { order_id: '1', items: [{}] } },
      },
    ]);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      title: 'Bad Request',
      detail: { invalids: [{ event: 0, message: 'Missing required field `product_id`' }] },
    });
  });

  it('refuses batches over 500', async () => {
    fake = await startZaiusFake();
    const items = Array.from({ length: 501 }, (_, i) => ({ attributes: { email: `p${i}@b.c` } }));
    expect((await post('/profiles', DEFAULT_ZAIUS_PUBLIC_KEY, items)).status).toBe(400);
    expect(fake.profiles.size).toBe(0);
  });
});
