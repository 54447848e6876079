import { SOURCE_VALIDATION_ERRORS, SOURCE_VALIDATION_SUCCESS } from '@storelens/contract/api/source-validation';
import type { SourceOAuthBody } from '@storelens/contract/api/sources';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findSaving, openReturn, saveHandlers } from './credentials-return.ts';

const back = '/finalizeOauth?state=tok-1&code=c-1&shop=demo';

describe('FinalizeOAuthPage', () => {
  it('says the link is invalid without its state', async () => {
    await openReturn('/finalizeOauth?code=c-1');
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.invalidToken.message)).toBeInTheDocument();
  });

  it('says the save failed when the provider refused (no code)', async () => {
    await openReturn('/finalizeOauth?state=tok-1&error=access_denied');
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.saveFailed.message)).toBeInTheDocument();
  });

  it('shows a spinner while the credentials are saved', async () => {
    await openReturn(back, saveHandlers.pending());
    expect(await findSaving()).toBeInTheDocument();
  });

  it('says the save failed on a server error', async () => {
    await openReturn(back, saveHandlers.serverError());
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.saveFailed.message)).toBeInTheDocument();
  });

  it('saves the code with the whole query the provider signed', async () => {
    const sent: SourceOAuthBody[] = [];
    await openReturn(back, saveHandlers.recordInto(sent));
    expect(await screen.findByText(SOURCE_VALIDATION_SUCCESS)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ code: 'c-1', qs: '?state=tok-1&code=c-1&shop=demo' });
  });
});
