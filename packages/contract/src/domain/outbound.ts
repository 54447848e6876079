/**
 * Requests the server makes to addresses users type (webhooks, the report URL test, a source's vendor
 * host): what the outbound guard refuses, and the words it says why. Only public https addresses are
 * reached, unless the server is started with WEBHOOK_ALLOW_PRIVATE=1 (tests, a local demo), which lets
 * private and loopback addresses and plain http through (not to a vendor host); link-local and cloud
 * metadata addresses never are.
 */
export const OUTBOUND_REFUSAL_CODE = 'AddressNotAllowed';

export const OUTBOUND_REFUSALS = {
  scheme: 'Only https addresses are allowed.',
  credentials: 'The address must not hold a user name or password.',
  unresolved: 'The host name could not be resolved.',
  private: 'The address is on a private network: only public addresses are allowed.',
  loopback: 'The address is this machine (loopback): only public addresses are allowed.',
  linkLocal: 'The address is link-local, which is never allowed.',
  metadata: 'The address is a cloud metadata service, which is never allowed.',
  unspecified: 'The address is unspecified (0.0.0.0 or ::), which is never allowed.',
  reserved: 'The address is multicast, broadcast or reserved, which is never allowed.',
  redirects: 'The address redirected too many times.',
} as const;

export type OutboundRefusal = keyof typeof OUTBOUND_REFUSALS;

/** What a test of a user's address (the report URL test) answers when the guard refused it. */
export const OUTBOUND_NOT_CALLED = (refusal: string) => `The address was not called: ${refusal}`;
