import type { UserAccount } from '@storelens/contract/api/accounts';
import { describe, expect, it } from 'vitest';
import { chooseAccount } from './current-user.tsx';

const account = (id: number, isDefault = false): UserAccount => ({
  id,
  name: `Account ${id}`,
  accountType: 'Brand',
  verticalId: 'retail',
  vertical: 'Retail',
  isActive: true,
  default: isDefault,
});

describe('chooseAccount (spec 1 §4)', () => {
  it("prefers this tab's earlier choice while the user still has it", () => {
    expect(chooseAccount([account(1, true), account(2)], 2)).toBe(2);
  });

  it('falls back to the default account, then the first', () => {
    expect(chooseAccount([account(1), account(2, true)], 9)).toBe(2);
    expect(chooseAccount([account(1), account(2)], null)).toBe(1);
  });

  it("keeps a system user's earlier choice outside the first page of their accounts", () => {
    expect(chooseAccount([account(1), account(2, true)], 5000, true)).toBe(5000);
    expect(chooseAccount([account(1), account(2, true)], null, true)).toBe(2);
  });

  it('has nothing to choose without accounts', () => {
    expect(chooseAccount([], 1)).toBeNull();
  });
});
