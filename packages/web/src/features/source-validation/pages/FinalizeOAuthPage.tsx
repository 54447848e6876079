import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { OAuthReturn } from '../components/OAuthReturn.tsx';

/**
 * spec 2 §2 '/finalizeOauth?state&code': the OAuth 2 return. `state` is the validation token;
 * the whole query goes along as `qs` (Shopify signs it).
 */
export function FinalizeOAuthPage() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const token = params.get('state') ?? '';
  const code = params.get('code') ?? '';
  // a refusal at the provider comes back as ?error=... without a code
  const body = useMemo(() => (code ? { code, qs: search } : null), [code, search]);
  return <OAuthReturn token={token} body={body} />;
}
