import {
  SOURCE_VALIDATION_ERRORS,
  SOURCE_VALIDATION_SUCCESS,
  SourceOAuthAnswer,
} from '@storelens/contract/api/source-validation';
import { SourceOAuthBody } from '@storelens/contract/api/sources';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, pending, readBody } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const saveCredentials = '/sources/oauth/tok-1';
const back = '/runsignup?t=tok-1&oauth_token=ot-1&oauth_verifier=ov-1';

describe('RunSignupReturnPage', () => {
  it('says the link is invalid without its token', async () => {
    await renderScreen('/runsignup?oauth_token=ot-1&oauth_verifier=ov-1');
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.invalidToken.message)).toBeInTheDocument();
  });

  it('says the save failed when RunSignup sends no verifier', async () => {
    await renderScreen('/runsignup?t=tok-1&oauth_token=ot-1');
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.saveFailed.message)).toBeInTheDocument();
  });

  it('shows a spinner while the credentials are saved', async () => {
    await renderScreen(back, { handlers: [pending('patch', saveCredentials)] });
    expect(await screen.findByRole('progressbar', { name: 'Saving your credentials' })).toBeInTheDocument();
  });

  it('shows the contract message for an expired link', async () => {
    await renderScreen(back, {
      handlers: [fail('patch', saveCredentials, 400, SOURCE_VALIDATION_ERRORS.invalidToken)],
    });
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.invalidToken.message)).toBeInTheDocument();
  });

  it('saves what RunSignup sent back, once', async () => {
    const sent: SourceOAuthBody[] = [];
    await renderScreen(back, {
      handlers: [
        answer('patch', saveCredentials, SourceOAuthAnswer, async ({ request }) => {
          sent.push(await readBody(request, SourceOAuthBody));
          return { status: 'Success' };
        }),
      ],
    });
    expect(await screen.findByText(SOURCE_VALIDATION_SUCCESS)).toBeInTheDocument();
    expect(sent).toEqual([{ oauthToken: 'ot-1', oauthVerifier: 'ov-1' }]);
  });
});
