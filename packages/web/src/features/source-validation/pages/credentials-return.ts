import type { ErrorAnswer } from '@storelens/contract/api/errors';
import {
  SOURCE_VALIDATION_ERRORS,
  SOURCE_VALIDATION_SUCCESS,
  SourceOAuthAnswer,
} from '@storelens/contract/api/source-validation';
import { SourceOAuthBody } from '@storelens/contract/api/sources';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { expect, it } from 'vitest';
import { answer, fail, pending, readBody, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

// What the pages a provider sends the user back to share: they save the credentials under the link's token.
const saveCredentials = '/sources/oauth/tok-1';

/** The return page at `url`, its save answered by `handlers`. */
const openReturn = (url: string, ...handlers: RequestHandler[]) => renderScreen(url, { handlers });

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
const findSaving = () => screen.findByRole('progressbar', { name: 'Saving your credentials' });

interface ReturnPage {
  /** the address the provider sends the user back to, with every part */
  back: string;
  /** the test of an address without the link's token: the link is invalid */
  withoutToken: { name: string; url: string };
  /** the test of an address without the provider's grant: the save failed */
  withoutGrant: { name: string; url: string };
  /** the test of a save that fails: the save's handler and what the page says */
  failedSave: { name: string; handler: () => RequestHandler; text: string };
  /** the test of a save that works: `check` asserts on the bodies sent */
  saved: { name: string; check: (sent: SourceOAuthBody[]) => void };
}

/** Declares, in the calling describe, the tests every return page passes (each page names its own cases). */
export function itSavesTheReturnedCredentials(page: ReturnPage) {
  it(page.withoutToken.name, async () => {
    await openReturn(page.withoutToken.url);
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.invalidToken.message)).toBeInTheDocument();
  });

  it(page.withoutGrant.name, async () => {
    await openReturn(page.withoutGrant.url);
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.saveFailed.message)).toBeInTheDocument();
  });

  it('shows a spinner while the credentials are saved', async () => {
    await openReturn(page.back, saveHandlers.pending());
    expect(await findSaving()).toBeInTheDocument();
  });

  it(page.failedSave.name, async () => {
    await openReturn(page.back, page.failedSave.handler());
    expect(await screen.findByText(page.failedSave.text)).toBeInTheDocument();
  });

  it(page.saved.name, async () => {
    const sent: SourceOAuthBody[] = [];
    await openReturn(page.back, saveHandlers.recordInto(sent));
    expect(await screen.findByText(SOURCE_VALIDATION_SUCCESS)).toBeInTheDocument();
    page.saved.check(sent);
  });
}
