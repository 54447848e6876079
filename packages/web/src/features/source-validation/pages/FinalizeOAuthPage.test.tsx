import {
  SOURCE_VALIDATION_ERRORS,
  SOURCE_VALIDATION_SUCCESS,
  SourceOAuthAnswer,
} from '@storelens/contract/api/source-validation';
import { SourceOAuthBody } from '@storelens/contract/api/sources';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, pending, readBody, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const saveCredentials = '/sources/oauth/tok-1';
const back = '/finalizeOauth?state=tok-1&code=c-1&shop=demo';

describe('FinalizeOAuthPage', () => {
  it('says the link is invalid without its state', async () => {
    await renderScreen('/finalizeOauth?code=c-1');
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.invalidToken.message)).toBeInTheDocument();
  });

  it('says the save failed when the provider refused (no code)', async () => {
    await renderScreen('/finalizeOauth?state=tok-1&error=access_denied');
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.saveFailed.message)).toBeInTheDocument();
  });

  it('shows a spinner while the credentials are saved', async () => {
    await renderScreen(back, { handlers: [pending('patch', saveCredentials)] });
    expect(await screen.findByRole('progressbar', { name: 'Saving your credentials' })).toBeInTheDocument();
  });

  it('says the save failed on a server error', async () => {
    await renderScreen(back, { handlers: [serverError('patch', saveCredentials)] });
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.saveFailed.message)).toBeInTheDocument();
  });

  it('saves the code with the whole query the provider signed', async () => {
    let sent: SourceOAuthBody | undefined;
    await renderScreen(back, {
      handlers: [
        answer('patch', saveCredentials, SourceOAuthAnswer, async ({ request }) => {
          sent = await readBody(request, SourceOAuthBody);
          return { status: 'Success' };
        }),
      ],
    });
    expect(await screen.findByText(SOURCE_VALIDATION_SUCCESS)).toBeInTheDocument();
    expect(sent).toEqual({ code: 'c-1', qs: '?state=tok-1&code=c-1&shop=demo' });
  });
});
