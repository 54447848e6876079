import { SOURCE_VALIDATION_ERRORS } from '@storelens/contract/api/source-validation';
import { describe, expect } from 'vitest';
import { itSavesTheReturnedCredentials, saveHandlers } from './credentials-return.ts';

describe('RunSignupReturnPage', () => {
  itSavesTheReturnedCredentials({
    back: '/runsignup?t=tok-1&oauth_token=ot-1&oauth_verifier=ov-1',
    withoutToken: {
      name: 'says the link is invalid without its token',
      url: '/runsignup?oauth_token=ot-1&oauth_verifier=ov-1',
    },
    withoutGrant: {
      name: 'says the save failed when RunSignup sends no verifier',
      url: '/runsignup?t=tok-1&oauth_token=ot-1',
    },
    failedSave: {
      name: 'shows the contract message for an expired link',
      handler: () => saveHandlers.fail(SOURCE_VALIDATION_ERRORS.invalidToken),
      text: SOURCE_VALIDATION_ERRORS.invalidToken.message,
    },
    saved: {
      name: 'saves what RunSignup sent back, once',
      check: (sent) => expect(sent).toEqual([{ oauthToken: 'ot-1', oauthVerifier: 'ov-1' }]),
    },
  });
});
