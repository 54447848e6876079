import { describe, expect, it } from 'vitest';
import { BRAND_DATA_MISSING, CONNECTION_MESSAGES } from '../api/connections.ts';
import { possessive } from './possessive.ts';

describe('possessive', () => {
  it("adds 's to a name, and only ' to a name ending in s", () => {
    expect(possessive('Acme')).toBe("Acme's");
    expect(possessive('Riverside Running')).toBe("Riverside Running's");
    expect(possessive('Harbor Bikes')).toBe("Harbor Bikes'");
    expect(possessive('Lakeside Sports ')).toBe("Lakeside Sports'");
    expect(possessive('BOOTS')).toBe("BOOTS'");
  });

  it('is what the connection sentences use', () => {
    expect(BRAND_DATA_MISSING.permission('Harbor Bikes')).toContain("Harbor Bikes' data");
    expect(CONNECTION_MESSAGES.approvedByEmail('Summit Brands')).toBe("You approved Summit Brands' access request.");
  });
});
