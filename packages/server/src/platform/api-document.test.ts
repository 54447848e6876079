import { describe, expect, it } from 'vitest';
import { documentServer } from './api-document.ts';

describe("the API document's server", () => {
  it('is PUBLIC_URL where users reach StoreLens', () => {
    expect(documentServer('https://storelens.acme.com')).toEqual({ url: 'https://storelens.acme.com' });
  });

  it('is the host the document came from when PUBLIC_URL is a local address', () => {
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://app.localhost'])
      expect(documentServer(local).url).toBe('/');
  });
});
