import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHs256 } from '../shared/hs256-jwt.ts';
import { DEFAULT_METABASE_SECRET, type MetabaseFake, startMetabaseFake } from './metabase-fake.ts';

let fake: MetabaseFake;
beforeAll(async () => {
  fake = await startMetabaseFake({ dashboards: { 7: 'Sales Dashboard' }, questions: { 3: 'Orders by Week' } });
});
afterAll(() => fake.close());

const exp = () => Math.floor(Date.now() / 1000) + 600;
const token = (payload: Record<string, unknown>, secret = DEFAULT_METABASE_SECRET) =>
  signHs256({}, { params: {}, exp: exp(), ...payload }, secret);

describe('Metabase fake (static embedding)', () => {
  it('shows a signed dashboard and posts the frame message to its parent', async () => {
    const res = await fetch(`${fake.url}/embed/dashboard/${token({ resource: { dashboard: 7 } })}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Sales Dashboard</title>');
    expect(html).toContain("metabase: { type: 'frame', frame: { mode: 'normal'");
    expect(fake.opened.at(-1)).toEqual({ kind: 'dashboard', id: 7 });
  });

  it('answers the embed API for a dashboard and a question', async () => {
    const dashboard = await fetch(`${fake.url}/api/embed/dashboard/${token({ resource: { dashboard: 7 } })}`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.json()).toMatchObject({ id: 7, name: 'Sales Dashboard' });
    const card = await fetch(`${fake.url}/api/embed/card/${token({ resource: { question: 3 } })}`);
    expect(await card.json()).toMatchObject({ id: 3, name: 'Orders by Week' });
  });

  it.each([
    [
      'a tampered token',
      () => `${token({ resource: { dashboard: 7 } }).slice(0, -3)}abc`,
      400,
      'corrupt or manipulated',
    ],
    ['another key', () => token({ resource: { dashboard: 7 } }, 'other-key'), 400, 'corrupt or manipulated'],
    ['an expired token', () => token({ resource: { dashboard: 7 }, exp: 1000 }), 400, 'Token is expired'],
    ['a question token on the dashboard page', () => token({ resource: { question: 3 } }), 400, 'resource.dashboard'],
    ['an unknown dashboard', () => token({ resource: { dashboard: 99 } }), 404, 'Not found'],
  ])('refuses %s with an error page and no frame message', async (_name, make, status, text) => {
    const res = await fetch(`${fake.url}/embed/dashboard/${make()}`);
    expect(res.status).toBe(status);
    const html = await res.text();
    expect(html).toContain(text);
    expect(html).not.toContain("type: 'frame'");
    const api = await fetch(`${fake.url}/api/embed/dashboard/${make()}`);
    expect(api.status).toBe(status);
  });
});
