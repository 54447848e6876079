import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppointmentPlusFake, startAppointmentPlusFake, wallStamp } from './appointmentplus-fake.ts';

let fake: AppointmentPlusFake;
beforeAll(async () => {
  fake = await startAppointmentPlusFake({ orders: 25, customers: 10, quota: 6, windowMs: 60_000 });
});
afterAll(() => fake.close());

const call = (method: string, params: Record<string, string> = {}, auth = fake.credentials) =>
  fetch(`${fake.url}/${method}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${auth.siteId}:${auth.apiKey}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(params).toString(),
  });

describe('AppointmentPlus fake envelopes (reference source-apis.md §15)', () => {
  it('takes Basic site_id:api_key, answers JSON only when asked and XML otherwise', async () => {
    fake.resetQuota();
    const refused = await call(
      'Customers/GetCustomers',
      { response_type: 'json' },
      { ...fake.credentials, apiKey: 'x' },
    );
    expect(refused.status).toBe(401);
    const xml = await call('Customers/GetCustomers');
    expect(await xml.text()).toMatch(/^<\?xml/);
    const json = (await (await call('Customers/GetCustomers', { response_type: 'json' })).json()) as {
      count: number;
      data: unknown[];
    };
    expect(json.count).toBe(10);
    expect(json.data).toHaveLength(10);
  });

  it("filters appointments by updated=YYYYMMDDHHMM in the site's wall time", async () => {
    fake.resetQuota();
    const tenth = fake.data.orders.get(10)!;
    const updated = wallStamp(tenth.updatedAt, fake.timezone).slice(0, 12);
    const res = await call('Appointments/GetAppointments', { response_type: 'json', updated });
    const { data } = (await res.json()) as { data: { appt_id: string }[] };
    expect(data.map((a) => a.appt_id)).toEqual(Array.from({ length: 16 }, (_, i) => String(i + 10)));
    expect((await call('Appointments/GetAppointments', { response_type: 'json', updated: '2024' })).status).toBe(400);
  });

  it('answers 429 with Retry-After once the quota is spent', async () => {
    fake.resetQuota();
    for (let i = 0; i < 6; i++) await call('Locations/GetLocations', { response_type: 'json' });
    const spent = await call('Locations/GetLocations', { response_type: 'json' });
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
