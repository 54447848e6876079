import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@storelens/contract/api/auth';
import { recoveryCodeField, totpCodeField } from '@storelens/contract/validation/identity';

// The contract's rules for the two sign-in forms. The forms import this module on their first
// validation, not up front: with it come zod and the contract's schemas, a fifth of what the sign-in
// page would otherwise load before it can show.

/** Step 1: email and password, as the server checks them. */
export const credentialsResolver = zodResolver(LoginBody.pick({ email: true, password: true }));

/** Step 2: spec 2 §5, the authenticator code is 6 digits, a recovery code 8. */
export const codeFields = {
  code: totpCodeField('Code'),
  recoveryCode: recoveryCodeField('Recovery Code'),
} as const;
