import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/sources.ts';
import { LocationBody } from './locations.ts';

const fieldsOf = (body: object) => {
  const r = LocationBody.safeParse(body);
  return r.success ? {} : toFieldErrors(r.error);
};

describe('PUT /locations body (spec 3 §5, §9)', () => {
  it('takes blanks as not set and keeps the options', () => {
    const r = LocationBody.parse({
      name: ' Flagship ',
      street1: '',
      status: 'Open',
      openDate: '1990-01-01',
      closeDate: '',
    });
    expect(r).toMatchObject({
      name: 'Flagship',
      street1: null,
      status: 'Open',
      openDate: '1990-01-01',
      closeDate: null,
    });
  });

  it('says what is wrong, field by field', () => {
    expect(fieldsOf({ name: '' })).toEqual({ name: 'Store Name is required' });
    expect(fieldsOf({})).toEqual({ name: 'Store Name is required' });
    expect(fieldsOf({ name: 'x'.repeat(201) })).toEqual({ name: 'Store Name must have at most 200 letters' });
    expect(fieldsOf({ name: 'a', openDate: '1989-12-31' })).toEqual({
      openDate: 'Open Date must be on or after 1990-01-01',
    });
    expect(fieldsOf({ name: 'a', closeDate: '2021-02-30' })).toEqual({
      closeDate: 'Close Date must be a date (YYYY-MM-DD)',
    });
    expect(fieldsOf({ name: 'a', marketType: 'Remote' })).toEqual({
      marketType: 'Market Type is not one of the allowed options',
    });
    expect(fieldsOf({ name: 'a', openDate: '2020-01-02', closeDate: '2020-01-01' })).toEqual({
      closeDate: 'Close Date must be on or after Open Date',
    });
  });
});
