import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations, sources } from '../db/connectors.schema.ts';
import { userSettings, users } from '../db/schema.ts';
import {
  createConnectorsContext,
  mailchimpDetail,
  s3Detail,
  wooDetail,
  zaiusDetail,
} from '../test/connectors.fixture.ts';
import { TEST_PASSWORD } from '../test/factories.ts';
import { signIn } from '../test/harness.ts';

/*
 * Bad input once answered 500 (a NUL reaching PostgreSQL, a date that does not exist, a lone
 * surrogate in a URL, a refinement assuming the shape of what it refines) or 502 after retries (a
 * credential that cannot go into an HTTP header). Each must answer 400 with a message, at once,
 * and change nothing.
 */

let c: Awaited<ReturnType<typeof createConnectorsContext>>;
let ownerCookie: string;
let s3DestinationId: number;
beforeAll(async () => {
  c = await createConnectorsContext();
  ownerCookie = await signIn(c.t.app, c.owner.email, TEST_PASSWORD);
  const res = await c.call('POST', `/destinations/${c.accountId}/`, {
    name: 'Bucket',
    type: DESTINATION_TYPE.s3,
    detail: s3Detail(),
  });
  expect(res.statusCode, res.body).toBe(200);
  s3DestinationId = res.json().id;
});
afterAll(() => c.close());

const db = () => c.t.deps.database.db;
const count = async (table: typeof sources | typeof destinations) => (await db().select().from(table)).length;

const expect400 = (res: { statusCode: number; body: string; json: () => unknown }, field?: string) => {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { error: string; message: string; fields?: Record<string, string> };
  expect(body.message).toMatch(/\S/);
  if (field) expect(body.fields?.[field], res.body).toMatch(/\S/);
  return body;
};

describe('a NUL character or a lone surrogate never reaches PostgreSQL', () => {
  it('user settings', async () => {
    const res = await c.t.app.inject({
      method: 'POST',
      url: '/api/user/settings',
      payload: { name: 'hasViewedReportGuide', value: 'x\u0000y' },
      headers: { cookie: ownerCookie },
    });
    expect(expect400(res, 'value').fields?.value).toBe('Value contains a character that is not allowed');
    const read = await c.t.app.inject({ url: '/api/user/settings/last%00Account', headers: { cookie: ownerCookie } });
    expect400(read, 'name');
    expect(await db().select().from(userSettings).where(eq(userSettings.userId, c.owner.id))).toHaveLength(0);
  });

  it('profile', async () => {
    const res = await c.t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { firstName: 'Ann\u0000', lastName: 'Lee\uD800', mobile: '' },
      headers: { cookie: ownerCookie },
    });
    const body = expect400(res, 'firstName');
    expect(body.fields?.firstName).toBe('First Name contains a character that is not allowed');
    expect(body.fields?.lastName).toBe('Last Name contains a character that is not allowed');
    const [row] = await db().select().from(users).where(eq(users.id, c.owner.id));
    expect(row?.firstName).toBe(c.owner.firstName);
  });

  it('connector names', async () => {
    const before = await count(destinations);
    expect400(
      await c.call('POST', `/destinations/${c.accountId}/`, {
        name: 'Bucket\u0000',
        type: DESTINATION_TYPE.s3,
        detail: s3Detail(),
      }),
      'name',
    );
    expect(await count(destinations)).toBe(before);
  });

  it('join, anonymously', async () => {
    const res = await c.t.app.inject({
      method: 'PUT',
      url: '/api/auth/join/some-token',
      payload: { firstName: 'A\u0000', lastName: 'B', password: 'Valid-password-1' },
    });
    expect(expect400(res, 'firstName').fields?.firstName).toBe('First Name contains a character that is not allowed');
  });

  it('path parameters and query strings', async () => {
    expect400(await c.t.app.inject({ url: '/api/email/preferences?token=a%00b' }));
    expect400(await c.t.app.inject({ url: '/api/auth/validateReset/a%00b' }));
  });
});

describe('names refuse control, zero-width and text-direction characters', () => {
  it("a right-to-left override in a user's name is a field message, and the name stays", async () => {
    const res = await c.t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { firstName: 'Ann\u202Egnp.exe', lastName: 'Lee\u200B', mobile: '' },
      headers: { cookie: ownerCookie },
    });
    const body = expect400(res, 'firstName');
    expect(body.error).toBe('ValidationError');
    expect(body.fields?.firstName).toBe('First Name must not contain line breaks, tabs or invisible characters');
    expect(body.fields?.lastName).toBe('Last Name must not contain line breaks, tabs or invisible characters');
    const [row] = await db().select().from(users).where(eq(users.id, c.owner.id));
    expect([row?.firstName, row?.lastName]).toEqual([c.owner.firstName, c.owner.lastName]);
  });

  it('a source or destination name with a line break is refused, and nothing is created', async () => {
    const before = await count(destinations);
    const res = await c.call('POST', `/destinations/${c.accountId}/`, {
      name: 'Bucket\n2',
      type: DESTINATION_TYPE.s3,
      detail: s3Detail(),
    });
    expect(expect400(res, 'name').fields?.name).toBe('Name must not contain line breaks, tabs or invisible characters');
    expect(await count(destinations)).toBe(before);
  });
});

describe('dates that do not exist', () => {
  it("startDate '0000-00-00' is a field error, and no source is created", async () => {
    const before = await count(sources);
    const res = await c.call('POST', `/sources/${c.accountId}/`, {
      name: 'Shop',
      type: SOURCE_TYPE.wooCommerce,
      detail: wooDetail(c.fakes),
      startDate: '0000-00-00',
      destinations: [{ id: s3DestinationId, detail: {} }],
    });
    expect(expect400(res, 'startDate').fields?.startDate).toBe('Start Date must be between 2000-01-01 and today');
    expect(await count(sources)).toBe(before);
  });
});

describe('refinements never assume the shape they refine', () => {
  it('Zaius listFields that are not a list', async () => {
    const before = await count(destinations);
    for (const listFields of ['Gold, Silver', 7, { a: 1 }]) {
      const res = await c.call('POST', `/destinations/${c.accountId}/`, {
        name: 'CDP',
        type: DESTINATION_TYPE.zaius,
        detail: zaiusDetail({ listFields }),
      });
      expect400(res, 'detail.listFields');
    }
    expect(await count(destinations)).toBe(before);
  });
});

describe('credentials that cannot go into an HTTP header', () => {
  it("a lone surrogate in Mailchimp's audience id", async () => {
    const before = await count(destinations);
    const res = await c.call('POST', `/destinations/${c.accountId}/`, {
      name: 'Audience',
      type: DESTINATION_TYPE.mailchimp,
      detail: mailchimpDetail({ listId: 'abc\uD800' }),
    });
    expect(expect400(res, 'detail.listId').fields?.['detail.listId']).toBe(
      'Audience Id contains a character that is not allowed',
    );
    expect(await count(destinations)).toBe(before);
  });

  it('an emoji, a NUL or a line break in a key is a field message at once, not a 502 after retries', async () => {
    for (const apiKey of ['key😀', 'key\u0000', 'ke\ny']) {
      const started = Date.now();
      const res = await c.call('POST', `/destinations/${c.accountId}/`, {
        name: 'Audience',
        type: DESTINATION_TYPE.mailchimp,
        detail: mailchimpDetail({ apiKey }),
      });
      expect400(res, 'detail.apiKey');
      expect(Date.now() - started).toBeLessThan(2000);
      const preview = await c.call('GET', `/sources/heartland/preview?apiKey=${encodeURIComponent(apiKey)}`);
      expect400(preview, 'apiKey');
      expect(preview.body).not.toMatch(/127\.0\.0\.1|localhost/);
    }
  });
});
