import { SOURCE_VALIDATION_ERRORS } from '@storelens/contract/api/source-validation';
import { describe, expect } from 'vitest';
import { itSavesTheReturnedCredentials, saveHandlers } from './credentials-return.ts';

describe('FinalizeOAuthPage', () => {
  itSavesTheReturnedCredentials({
    back: '/finalizeOauth?state=tok-1&code=c-1&shop=demo',
    withoutToken: { name: 'says the link is invalid without its state', url: '/finalizeOauth?code=c-1' },
    withoutGrant: {
      name: 'says the save failed when the provider refused (no code)',
      url: '/finalizeOauth?state=tok-1&error=access_denied',
    },
    failedSave: {
      name: 'says the save failed on a server error',
      handler: saveHandlers.serverError,
      text: SOURCE_VALIDATION_ERRORS.saveFailed.message,
    },
    saved: {
      name: 'saves the code with the whole query the provider signed',
      check: (sent) => expect(sent.at(-1)).toEqual({ code: 'c-1', qs: '?state=tok-1&code=c-1&shop=demo' }),
    },
  });
});
