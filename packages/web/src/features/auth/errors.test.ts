import { ERRORS, PUBLIC_URL_FIELD } from '@storelens/contract/domain/error-codes';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { loginErrorText, originHintOf } from './errors.ts';

const here = { origin: 'http://localhost:3000', pathname: '/login', search: '?redirect=%2Freports' };

describe('a sign-in refused for its address (first contact)', () => {
  it('with PUBLIC_URL set, says which address to open and links to the same page there', () => {
    const error = new ApiError(403, { ...ERRORS.csrf, fields: { [PUBLIC_URL_FIELD]: 'http://127.0.0.1:3000' } });
    expect(loginErrorText(error)).toBe('Cross-site request refused.');
    expect(originHintOf(error, here)).toEqual({
      kind: 'openAt',
      text: 'Open StoreLens at http://127.0.0.1:3000',
      publicUrl: 'http://127.0.0.1:3000',
      href: 'http://127.0.0.1:3000/login?redirect=%2Freports',
    });
  });

  it('without PUBLIC_URL, tells the operator how to make this address the app’s own', () => {
    const hint = originHintOf(new ApiError(403, ERRORS.csrf), { ...here, origin: 'http://192.168.1.20:3000' });
    expect(hint?.kind).toBe('setPublicUrl');
    expect(hint?.text).toContain('PUBLIC_URL=http://192.168.1.20:3000');
  });

  it('gives no hint for other errors, nor a link to anything but http(s)', () => {
    expect(originHintOf(new ApiError(400, ERRORS.invalidEmailPassword), here)).toBeNull();
    expect(originHintOf(new Error('x'), here)).toBeNull();
    const odd = new ApiError(403, { ...ERRORS.csrf, fields: { [PUBLIC_URL_FIELD]: 'javascript:alert(1)' } });
    expect(originHintOf(odd, here)?.kind).toBe('setPublicUrl');
  });
});
