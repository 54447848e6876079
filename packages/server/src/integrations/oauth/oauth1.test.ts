import { describe, expect, it } from 'vitest';
import { oauth1Header } from './oauth1.ts';

const signatureOf = (header: string) => decodeURIComponent(/oauth_signature="([^"]+)"/.exec(header)?.[1] ?? '');

/** The header of a RunSignup token request with a fixed nonce and time. */
const requestTokenHeader = (consumerKey: string, oauthParams: Record<string, string> = {}) =>
  oauth1Header(
    'POST',
    'https://runsignup.com/oauth/requestToken.php',
    { consumerKey, consumerSecret: 's' },
    oauthParams,
    {},
    { nonce: 'n', timestamp: '1' },
  );

describe('OAuth 1.0a HMAC-SHA1 (RFC 5849 §3.4)', () => {
  it('signs the published example', () => {
    // Twitter's published "Creating a signature" example: query, form body and token all signed
    const header = oauth1Header(
      'POST',
      'https://api.twitter.com/1.1/statuses/update.json?include_entities=true',
      {
        consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
        consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
        token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
        tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
      },
      {},
      { status: 'Hello Ladies + Gentlemen, a signed OAuth request!' },
      { nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg', timestamp: '1318622958' },
    );
    expect(signatureOf(header)).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
    // the form body is signed, never put in the header
    expect(header).not.toContain('status=');
    expect(header).toContain('oauth_token="370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb"');
  });

  it('encodes the RFC 3986 reserved characters in the header', () => {
    const header = requestTokenHeader("a b!*'()~");
    expect(header).toContain('oauth_consumer_key="a%20b%21%2A%27%28%29~"');
  });

  it('builds an Authorization header carrying the extra oauth parameters', () => {
    const header = requestTokenHeader('k', { oauth_callback: 'http://x/runsignup?t=1' });
    expect(header).toMatch(/^OAuth (\w+="[^"]*", )*oauth_callback="http%3A%2F%2Fx%2Frunsignup%3Ft%3D1", /);
    expect(header).toMatch(/oauth_consumer_key="k", oauth_nonce="n", /);
    expect(header).toMatch(/oauth_signature="[^"]+"/);
    expect(header).not.toContain('oauth_token=');
  });

  it('draws a fresh nonce for every request', () => {
    const credentials = { consumerKey: 'k', consumerSecret: 's' };
    const nonce = (header: string) => /oauth_nonce="([^"]+)"/.exec(header)?.[1];
    const a = oauth1Header('POST', 'https://runsignup.com/x', credentials);
    const b = oauth1Header('POST', 'https://runsignup.com/x', credentials);
    expect(nonce(a)).toMatch(/^\w{16,}$/);
    expect(nonce(a)).not.toBe(nonce(b));
  });
});
