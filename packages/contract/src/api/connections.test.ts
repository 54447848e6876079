import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/sources.ts';
import { ConnectionRequestBody, SaveAccountSettingBody } from './connections.ts';

describe('connection bodies (spec 3 §7)', () => {
  it('a request names at least one retailer; the note is optional and bounded', () => {
    expect(ConnectionRequestBody.parse({ accounts: [3] })).toEqual({ accounts: [3], note: '' });
    const empty = ConnectionRequestBody.safeParse({ accounts: [] });
    expect(empty.success ? {} : toFieldErrors(empty.error)).toEqual({ accounts: 'Select at least one retailer' });
    const long = ConnectionRequestBody.safeParse({ accounts: [1], note: 'x'.repeat(1001) });
    expect(long.success ? {} : toFieldErrors(long.error)).toEqual({ note: 'Note must have at most 1000 letters' });
  });

  it("a setting's value is the string 'true' or 'false' (a boolean is taken as its string)", () => {
    expect(SaveAccountSettingBody.parse({ typeId: 1, value: true })).toEqual({ typeId: 1, value: 'true' });
    expect(SaveAccountSettingBody.safeParse({ typeId: 1, value: 'yes' }).success).toBe(false);
  });
});
