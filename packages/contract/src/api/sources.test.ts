import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toFieldErrors } from '../validation/sources.ts';
import { CreateSourceBody, SourceOAuthBody, UpdateSourceBody, updateSourceBodySchema } from './sources.ts';

const woo = {
  name: 'Web store',
  type: 2,
  detail: { url: 'shop.example.com', consumerKey: 'ck', consumerSecret: 'cs' },
  startDate: '2024-01-01',
  destinations: [{ id: 7 }],
};

const fieldsOf = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.success || !result.error ? {} : toFieldErrors(result.error);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2024-06-15T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('POST /sources/{accountId}/ body (spec 2 §7)', () => {
  it('applies the defaults of spec 2 §9', () => {
    expect(CreateSourceBody.parse(woo)).toMatchObject({
      frequency: 1440,
      anchorTime: '08:00',
      timezone: 'Etc/UTC',
      destinations: [{ id: 7, detail: {} }],
    });
  });

  it('accepts the type as `sourceType` too', () => {
    const { type, ...rest } = woo;
    expect(CreateSourceBody.parse({ ...rest, sourceType: type }).type).toBe(2);
  });

  it('applies the detail schema of the type and keys errors by path', () => {
    expect(fieldsOf(CreateSourceBody.safeParse({ ...woo, detail: { url: 'https://shop.example.com' } }))).toEqual({
      'detail.url': 'URL must not start with http:// or https://',
      'detail.consumerKey': 'Consumer Key is required',
      'detail.consumerSecret': 'Consumer Secret is required',
    });
  });

  it('requires name, source type and start date', () => {
    expect(fieldsOf(CreateSourceBody.safeParse({ ...woo, name: ' ' }))).toEqual({ name: 'Name is required' });
    expect(fieldsOf(CreateSourceBody.safeParse({ ...woo, type: undefined }))).toEqual({
      type: 'Source Type is required',
    });
    expect(fieldsOf(CreateSourceBody.safeParse({ ...woo, type: 99 }))).toEqual({
      type: 'Source Type is not one of the allowed options',
    });
    expect(fieldsOf(CreateSourceBody.safeParse({ ...woo, startDate: undefined }))).toEqual({
      startDate: 'Start Date is required',
    });
  });

  it('needs at least one destination', () => {
    const message = 'You must select at least one destination for this source.';
    expect(fieldsOf(CreateSourceBody.safeParse({ ...woo, destinations: [] }))).toEqual({ destinations: message });
    expect(fieldsOf(CreateSourceBody.safeParse({ ...woo, destinations: undefined }))).toEqual({
      destinations: message,
    });
  });

  it('allows under 60 minutes for WooCommerce only', () => {
    expect(CreateSourceBody.safeParse({ ...woo, frequency: 10 }).success).toBe(true);
    const rics = { ...woo, type: 1, detail: { token: 't', timezone: 'Etc/UTC' } };
    expect(fieldsOf(CreateSourceBody.safeParse({ ...rics, frequency: 10 }))).toEqual({
      frequency: 'The selected frequency is not supported for the selected source type',
    });
  });

  it('bounds the start date and checks the anchor time', () => {
    expect(fieldsOf(CreateSourceBody.safeParse({ ...woo, startDate: '1999-01-01', anchorTime: '08:15' }))).toEqual({
      startDate: 'Start Date must be between 2000-01-01 and today',
      anchorTime: 'Anchor Time must be a 24-hour time (HH:MM) with minutes in tens',
    });
  });

  it('applies the list transforms', () => {
    const runit = { ...woo, type: 14, detail: { url: 'r', storeId: '1', timezone: 'Etc/UTC', tenderType: 'CASH\n\n' } };
    const body = CreateSourceBody.parse(runit);
    expect(body.type === 14 && body.detail.tenderType).toEqual(['cash']);
  });
});

describe('PATCH /sources/{accountId}/{id}/ body (spec 2 §7)', () => {
  const saved = { url: 'shop.example.com', consumerKey: 'ck', consumerSecret: 'cs' };
  const patch = {
    name: 'Web store',
    detail: saved,
    frequency: 60,
    anchorTime: '08:00',
    timezone: 'Etc/UTC',
    destinations: [{ id: 7 }],
  };

  it('accepts a complete body; no destination is allowed after the confirmation (spec 2 §4)', () => {
    expect(updateSourceBodySchema(2, saved).safeParse(patch).success).toBe(true);
    expect(updateSourceBodySchema(2, saved).safeParse({ ...patch, destinations: [] }).success).toBe(true);
  });

  it('requires the historical date only when pulling history, within bounds', () => {
    const schema = updateSourceBodySchema(2, saved);
    expect(fieldsOf(schema.safeParse({ ...patch, pullHistory: true }))).toEqual({
      historicalDate: 'Historical Date is required',
    });
    expect(fieldsOf(schema.safeParse({ ...patch, pullHistory: true, historicalDate: '2030-01-01' }))).toEqual({
      historicalDate: 'Historical Date must be between 2000-01-01 and today',
    });
    expect(schema.safeParse({ ...patch, pullHistory: true, historicalDate: '2023-01-01' }).success).toBe(true);
  });

  it('keeps locked fields and the type rules', () => {
    const schema = updateSourceBodySchema(2, saved);
    expect(
      fieldsOf(schema.safeParse({ ...patch, detail: { ...saved, url: 'new.example.com' }, frequency: 45 })),
    ).toEqual({
      'detail.url': 'URL cannot be changed once saved',
      frequency: 'The selected frequency is not supported for the selected source type',
    });
  });

  it('has a loose form for the route before the type is known', () => {
    expect(UpdateSourceBody.safeParse({ ...patch, detail: { anything: 1 } }).success).toBe(true);
  });
});

describe('PATCH /sources/oauth/{token} body (spec 2 §7)', () => {
  it('takes a login, an OAuth 1 return or an OAuth 2 return', () => {
    expect(SourceOAuthBody.safeParse({ login: 'a', password: 'b' }).success).toBe(true);
    expect(SourceOAuthBody.safeParse({ oauthToken: 'a', oauthVerifier: 'b' }).success).toBe(true);
    expect(SourceOAuthBody.safeParse({ code: 'c', qs: 'state=x' }).success).toBe(true);
    expect(SourceOAuthBody.safeParse({}).success).toBe(false);
  });
});
