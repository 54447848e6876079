import type { ErrorAnswer } from '@storelens/contract/api/errors';
import { SourceOAuthAnswer } from '@storelens/contract/api/source-validation';
import { SourceOAuthBody } from '@storelens/contract/api/sources';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { answer, fail, pending, readBody, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

// What the pages a provider sends the user back to share: they save the credentials under the link's token.
const saveCredentials = '/sources/oauth/tok-1';

/** The return page at `url`, its save answered by `handlers`. */
export const openReturn = (url: string, ...handlers: RequestHandler[]) => renderScreen(url, { handlers });

export const saveHandlers = {
  pending: () => pending('patch', saveCredentials),
  serverError: () => serverError('patch', saveCredentials),
  fail: (error: ErrorAnswer) => fail('patch', saveCredentials, 400, error),
  /** answers success and keeps each body sent, in order */
  recordInto: (sent: SourceOAuthBody[]) =>
    answer('patch', saveCredentials, SourceOAuthAnswer, async ({ request }) => {
      sent.push(await readBody(request, SourceOAuthBody));
      return { status: 'Success' };
    }),
};

/** The page's spinner while it saves. */
export const findSaving = () => screen.findByRole('progressbar', { name: 'Saving your credentials' });
