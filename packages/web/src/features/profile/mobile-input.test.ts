import { describe, expect, it } from 'vitest';
import { maskMobileInput } from './mobile-input.ts';

describe('the Mobile input mask (spec 3 §5)', () => {
  it('masks digits as they are typed', () => {
    expect(maskMobileInput('555')).toBe('555');
    expect(maskMobileInput('5551')).toBe('555-1');
    expect(maskMobileInput('5551234567')).toBe('555-123-4567');
    expect(maskMobileInput('555-123-45678')).toBe('555-123-4567');
  });

  it('keeps other text as typed until it is a whole number, never half-masked', () => {
    expect(maskMobileInput('+1 555 0100')).toBe('+1 555 0100');
    expect(maskMobileInput('+')).toBe('+');
    expect(maskMobileInput('+1 555')).toBe('+1 555');
  });

  it('drops a +1 country code once the number is whole', () => {
    expect(maskMobileInput('+1 555 010 0100')).toBe('555-010-0100');
    expect(maskMobileInput('1 (555) 010-0100')).toBe('555-010-0100');
    expect(maskMobileInput('(555) 010-0100')).toBe('555-010-0100');
    // typed digit by digit: the eleventh digit shows that the first was the country code
    expect(maskMobileInput('155-501-00100')).toBe('555-010-0100');
  });
});
