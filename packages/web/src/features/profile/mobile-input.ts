import { maskMobile } from '@storelens/contract/validation/identity';

/**
 * The Mobile field's input mask (spec 3 §5: ###-###-####) for what people really type or paste.
 * Digits (and dashes) are masked as they come. Other text ('+1 555 010 0100', '(555) 123-4567') is
 * kept as typed until it makes a whole number — a +1 country code dropped — and is then masked;
 * it is never squeezed into the mask half-way, which turned '+1 555 0100' into '155-501-00'.
 */
export function maskMobileInput(input: string): string {
  const digits = input.replace(/\D/g, '');
  const hasCountryCode = /^\s*\+\s*1/.test(input) || (digits.length === 11 && digits.startsWith('1'));
  const national = hasCountryCode ? digits.slice(1) : digits;
  if (national.length === 10) return maskMobile(national);
  if (/^[\d-]*$/.test(input)) return maskMobile(input);
  return input;
}
