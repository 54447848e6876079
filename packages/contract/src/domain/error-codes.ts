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
} as const satisfies Record<string, { error: string; message: string }>;
