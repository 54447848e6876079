/** Error codes and their texts (spec 2 §8 and spec 1 §8). */
export const ERRORS = {
  authentication: { error: 'Authentication Error', message: 'Authentication Error' },
  forbidden: { error: 'Forbidden', message: 'You do not have access to this resource.' },
  notFound: { error: 'NotFound', message: 'Not found' },
  validation: { error: 'ValidationError', message: 'The request is invalid.' },
  csrf: { error: 'CsrfRejected', message: 'Cross-site request refused.' },
  rateLimited: { error: 'TooManyRequests', message: 'Too many requests, try again later.' },
  invalidEmailPassword: { error: 'InvalidEmailPassword', message: 'Invalid email or password' },
  accountLocked: { error: 'AccountLocked', message: 'Account locked out for too many failed attempts' },
  invalidCode: { error: 'InvalidCode', message: 'Invalid code' },
  invalidRecoveryCode: { error: 'InvalidRecoveryCode', message: 'Invalid code' },
  // refusals of the request itself, before any call reads it (the server's framework and Node's parser)
  badUrl: { error: 'BadUrl', message: 'The address is not valid: it has a broken percent-encoding.' },
  badRequest: { error: 'BadRequest', message: 'The request could not be read.' },
  requestTimeout: { error: 'RequestTimeout', message: 'The request took too long to arrive.' },
  bodyTooLarge: { error: 'BodyTooLarge', message: 'The body is too large.' },
  uriTooLong: { error: 'UriTooLong', message: 'The address is too long.' },
  unsupportedMediaType: {
    error: 'UnsupportedMediaType',
    message: 'The body is of a content type this call does not read.',
  },
  headersTooLarge: { error: 'HeadersTooLarge', message: 'The request headers are too large.' },
} as const satisfies Record<string, { error: string; message: string }>;

/**
 * What a CsrfRejected answer to our own page means on first contact: the page is open at an address
 * the server does not take as its own. When PUBLIC_URL is set the answer names it in
 * `fields[PUBLIC_URL_FIELD]` (it is no secret), and the sign-in page says where to go.
 */
export const PUBLIC_URL_FIELD = 'publicUrl';
export const ORIGIN_GUIDANCE = {
  openAt: (product: string, publicUrl: string) => `Open ${product} at ${publicUrl}`,
  /** PUBLIC_URL unset: only the loopback addresses on the server's port are its own */
  setPublicUrl: (product: string, origin: string) =>
    `${product} was started without PUBLIC_URL, so it accepts sign-ins only at its own machine's addresses (localhost, 127.0.0.1, [::1]) on its port. To sign in at ${origin}, restart it with PUBLIC_URL=${origin}.`,
} as const;
