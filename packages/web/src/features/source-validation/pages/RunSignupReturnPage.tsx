import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { OAuthReturn } from '../components/OAuthReturn.tsx';

/**
 * spec 2 §2 '/runsignup?oauth_token&oauth_verifier': RunSignup's OAuth 1.0a return. The
 * validation token comes back as `t` on the callback URL the server gave RunSignup.
 */
export function RunSignupReturnPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const oauthToken = params.get('oauth_token') ?? '';
  const oauthVerifier = params.get('oauth_verifier') ?? '';
  const body = useMemo(
    () => (oauthToken && oauthVerifier ? { oauthToken, oauthVerifier } : null),
    [oauthToken, oauthVerifier],
  );
  return <OAuthReturn token={token} body={body} />;
}
