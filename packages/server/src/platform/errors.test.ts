import { describe, expect, it } from 'vitest';
import { HttpError, withoutAddresses } from './errors.ts';

describe('answers name no internal address', () => {
  it('replaces IP addresses, localhost and URLs on them, with their ports', () => {
    const answer = new HttpError(
      502,
      'VendorUnavailable',
      'The service could not be reached: connect ECONNREFUSED 127.0.0.1:4566 (http://localhost:3135/api?x=1, [::1]:80)',
      { 'detail.apiKey': 'refused by 10.0.0.7' },
    ).toAnswer();
    expect(JSON.stringify(answer)).not.toMatch(/127\.0\.0\.1|localhost|::1|10\.0\.0\.7|4566|3135/);
    expect(answer.message).toMatch(/^The service could not be reached: /);
  });

  it('leaves ordinary messages alone', () => {
    for (const text of ['Store Id must have at most 50 letters', 'Version 1.2.3 is required', 'Invalid code'])
      expect(withoutAddresses(text)).toBe(text);
  });
});
