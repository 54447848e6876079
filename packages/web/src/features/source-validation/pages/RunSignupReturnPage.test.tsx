import { SOURCE_VALIDATION_ERRORS, SOURCE_VALIDATION_SUCCESS } from '@storelens/contract/api/source-validation';
import type { SourceOAuthBody } from '@storelens/contract/api/sources';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findSaving, openReturn, saveHandlers } from './credentials-return.ts';

const back = '/runsignup?t=tok-1&oauth_token=ot-1&oauth_verifier=ov-1';

describe('RunSignupReturnPage', () => {
  it('says the link is invalid without its token', async () => {
    await openReturn('/runsignup?oauth_token=ot-1&oauth_verifier=ov-1');
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.invalidToken.message)).toBeInTheDocument();
  });

  it('says the save failed when RunSignup sends no verifier', async () => {
    await openReturn('/runsignup?t=tok-1&oauth_token=ot-1');
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.saveFailed.message)).toBeInTheDocument();
  });

  it('shows a spinner while the credentials are saved', async () => {
    await openReturn(back, saveHandlers.pending());
    expect(await findSaving()).toBeInTheDocument();
  });

  it('shows the contract message for an expired link', async () => {
    await openReturn(back, saveHandlers.fail(SOURCE_VALIDATION_ERRORS.invalidToken));
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.invalidToken.message)).toBeInTheDocument();
  });

  it('saves what RunSignup sent back, once', async () => {
    const sent: SourceOAuthBody[] = [];
    await openReturn(back, saveHandlers.recordInto(sent));
    expect(await screen.findByText(SOURCE_VALIDATION_SUCCESS)).toBeInTheDocument();
    expect(sent).toEqual([{ oauthToken: 'ot-1', oauthVerifier: 'ov-1' }]);
  });
});
