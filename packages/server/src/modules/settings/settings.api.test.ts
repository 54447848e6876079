import { USER_SETTING_VALUE_MAX } from '@storelens/contract/validation/user-settings';
import { beforeAll, describe, expect, it } from 'vitest';
import { userSettings } from '../../db/schema.ts';
import { buildAccount } from '../../test/factories.ts';
import { newSignedInUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

const t = useTestContext();
let cookie: string;
let accountId: number;
let foreignAccountId: number;
beforeAll(async () => {
  const db = t.deps.database.db;
  accountId = (await buildAccount(db)).id;
  foreignAccountId = (await buildAccount(db)).id;
  ({ cookie } = await newSignedInUser(t, { timeZone: null }, { memberOf: [accountId] }));
});

const save = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/settings', payload, headers: { cookie } });
const read = (name: string, query = '') =>
  t.app.inject({ url: `/api/user/settings/${name}${query}`, headers: { cookie } });

describe('user settings', () => {
  it("stores 'true' and 'false' as booleans", async () => {
    expect((await save({ name: 'hasViewedReportGuide', value: 'true' })).json()).toEqual({
      data: { hasViewedReportGuide: true },
    });
    expect((await read('hasViewedReportGuide')).json()).toEqual({ data: { hasViewedReportGuide: true } });
    await save({ name: 'hasViewedReportGuide', value: 'false' });
    expect((await read('hasViewedReportGuide')).json().data.hasViewedReportGuide).toBe(false);
  });

  it('keeps other values as they are, strings included', async () => {
    await save({ name: 'lastAccount', value: String(accountId) });
    expect((await read('lastAccount')).json().data.lastAccount).toBe(String(accountId));
    await save({ name: 'lastAccount', value: accountId });
    expect((await read('lastAccount')).json().data.lastAccount).toBe(accountId);
  });

  it('answers null for a setting never saved', async () => {
    expect((await read('hasViewedReportGuide', `?accountId=${accountId}`)).json()).toEqual({
      data: { hasViewedReportGuide: null },
    });
  });

  it('keeps per-account settings apart from user-wide ones', async () => {
    await save({ name: 'hasViewedReportGuide', value: 'a', accountId });
    await save({ name: 'hasViewedReportGuide', value: 'b' });
    expect((await read('hasViewedReportGuide', `?accountId=${accountId}`)).json().data.hasViewedReportGuide).toBe('a');
    expect((await read('hasViewedReportGuide')).json().data.hasViewedReportGuide).toBe('b');
  });

  it('refuses settings on accounts the user cannot see, and lastAccount pointing at one', async () => {
    expect((await save({ name: 'hasViewedReportGuide', value: 'x', accountId: foreignAccountId })).statusCode).toBe(
      403,
    );
    expect((await save({ name: 'lastAccount', value: foreignAccountId })).statusCode).toBe(403);
    expect((await read('hasViewedReportGuide', `?accountId=${foreignAccountId}`)).statusCode).toBe(403);
  });

  it('takes only the known names (spec 1 §3), and values of a sane size; a refusal stores nothing', async () => {
    const stored = async () => (await t.deps.database.db.select().from(userSettings)).length;
    const before = await stored();
    const unknown = await save({ name: 'anything', value: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.name).toBe(
      'Setting name must be one of: hasViewedReportGuide, lastAccount, sourceAlertEmails',
    );
    const huge = await save({ name: 'hasViewedReportGuide', value: 'x'.repeat(USER_SETTING_VALUE_MAX + 1) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields.value).toBe(`Value must have at most ${USER_SETTING_VALUE_MAX} letters`);
    expect((await save({ name: 'hasViewedReportGuide', value: { a: 1 } })).statusCode).toBe(400);
    expect(await stored()).toBe(before);
    const read404 = await read('anything');
    expect(read404.statusCode).toBe(400);
    expect(read404.json().message).toBe(
      'Setting name must be one of: hasViewedReportGuide, lastAccount, sourceAlertEmails',
    );
    expect((await save({ name: 'hasViewedReportGuide', value: 'x'.repeat(USER_SETTING_VALUE_MAX) })).statusCode).toBe(
      200,
    );
  });

  it('refuses a body without a name', async () => {
    const res = await save({ value: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('ValidationError');
  });
});

describe('PUT /api/user/timezone', () => {
  const saveZone = (timeZone: string) =>
    t.app.inject({ method: 'PUT', url: '/api/user/timezone', payload: { timeZone }, headers: { cookie } });
  const profileZone = async () => (await t.app.inject({ url: '/api/user', headers: { cookie } })).json().timeZone;

  it('saves a valid IANA zone into the profile', async () => {
    expect((await saveZone('America/Chicago')).json()).toEqual({ timeZone: 'America/Chicago' });
    expect(await profileZone()).toBe('America/Chicago');
  });

  it('refuses a zone that does not exist and changes nothing', async () => {
    expect((await saveZone('Mars/Olympus')).statusCode).toBe(400);
    expect(await profileZone()).toBe('America/Chicago');
  });
});
