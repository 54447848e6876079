import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  maskMobile,
  meetsPasswordPolicy,
  mobileField,
  newPasswordField,
  PASSWORD_POLICY_MESSAGE,
  recoveryCodeField,
  totpCodeField,
} from './identity.ts';

describe('password policy (spec 2 §5)', () => {
  it.each([
    ['Abcdefg1', true],
    ['Abcdefg!', true],
    ['Abcdefg h', true],
    ['Ünïcödé-1', true],
    ['Abcdef1', false], // 7 characters
    ['abcdefg1', false], // no uppercase
    ['ABCDEFG1', false], // no lowercase
    ['Abcdefgh', false], // no number, symbol or whitespace
    [' Abcdefg1', false], // leading whitespace
    ['Abcdefg1 ', false], // trailing whitespace
  ])('%j → %s', (password, ok) => {
    expect(meetsPasswordPolicy(password)).toBe(ok);
  });

  it('answers the spec message', () => {
    const result = newPasswordField().safeParse('weak');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_POLICY_MESSAGE);
    expect(newPasswordField().safeParse('').error?.issues[0]?.message).toBe('Password is required');
  });
});

describe('mobile (spec 3 §5)', () => {
  it('masks digits as ###-###-####', () => {
    expect(maskMobile('5')).toBe('5');
    expect(maskMobile('5551')).toBe('555-1');
    expect(maskMobile('(555) 123-45678')).toBe('555-123-4567');
  });

  it('takes empty as none and needs exactly 12 characters otherwise', () => {
    expect(mobileField().parse('')).toBeNull();
    expect(mobileField().parse('555-123-4567')).toBe('555-123-4567');
    expect(mobileField().safeParse('555-123-456').error?.issues[0]?.message).toBe('Mobile is an invalid phone number');
  });
});

describe('codes (spec 2 §5)', () => {
  it('a two-factor code is 6 digits', () => {
    expect(totpCodeField().safeParse('123456').success).toBe(true);
    expect(totpCodeField().safeParse('12345').error?.issues[0]?.message).toBe('Code is 6 digits');
  });

  it('a recovery code is 8 digits, the dash optional; shown as 4-dash-4', () => {
    expect(recoveryCodeField().parse('1234-5678')).toBe('12345678');
    expect(recoveryCodeField().safeParse('1234-567').error?.issues[0]?.message).toBe('Recovery Code is 8 digits');
    expect(formatRecoveryCode('12345678')).toBe('1234-5678');
  });
});
