import { describe, expect, it } from 'vitest';
import { oauth1Header, oauth1Signature, oauthEncode } from './oauth1.ts';

describe('OAuth 1.0a HMAC-SHA1 (RFC 5849 §3.4)', () => {
  // Twitter's published "Creating a signature" example
  const url = 'https://api.twitter.com/1.1/statuses/update.json?include_entities=true';
  const params: Array<[string, string]> = [
    ['status', 'Hello Ladies + Gentlemen, a signed OAuth request!'],
    ['oauth_consumer_key', 'xvz1evFS4wEEPTGEFPHBog'],
    ['oauth_nonce', 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg'],
    ['oauth_signature_method', 'HMAC-SHA1'],
    ['oauth_timestamp', '1318622958'],
    ['oauth_token', '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb'],
    ['oauth_version', '1.0'],
  ];

  it('signs the published example', () => {
    expect(
      oauth1Signature(
        'POST',
        url,
        params,
        'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
        'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
      ),
    ).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  it('encodes the RFC 3986 reserved characters', () => {
    expect(oauthEncode("a b!*'()~")).toBe('a%20b%21%2A%27%28%29~');
  });

  it('builds an Authorization header carrying the extra oauth parameters', () => {
    const header = oauth1Header(
      'POST',
      'https://runsignup.com/oauth/requestToken.php',
      { consumerKey: 'k', consumerSecret: 's' },
      { oauth_callback: 'http://x/runsignup?t=1' },
      {},
      { nonce: 'n', timestamp: '1' },
    );
    expect(header).toMatch(
      /^OAuth oauth_consumer_key="k", oauth_nonce="n", .*oauth_callback="http%3A%2F%2Fx%2Frunsignup%3Ft%3D1", oauth_signature="[^"]+"$/,
    );
  });
});
