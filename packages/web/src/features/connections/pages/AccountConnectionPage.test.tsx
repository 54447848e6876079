import { CONNECTION_ERRORS, CONNECTION_MESSAGES, ConnectionEmailAnswer } from '@storelens/contract/api/connections';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, fail, pending, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const answerPath = '/accounts/connections/email/tok-1';

// a public page: no session; the emailed link carries the token and the answer
const open = (query: string, ...handlers: RequestHandler[]) =>
  renderScreen(`/accountConnection?${query}`, { handlers });

describe('AccountConnectionPage', () => {
  it('says the link is invalid without a token or an answer', async () => {
    await open('a=x');
    expect(await screen.findByText(CONNECTION_ERRORS.invalidToken.message)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends nothing on opening, and shows the button busy while the answer is sent', async () => {
    const { user } = await open('t=tok-1&a=a', pending('post', answerPath));
    await user.click(await screen.findByRole('button', { name: 'Accept the request' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('shows the outcome of an accepted request', async () => {
    const message = CONNECTION_MESSAGES.approvedByEmail('Trail Co');
    const { user } = await open(
      't=tok-1&a=a',
      answer('post', answerPath, ConnectionEmailAnswer, {
        status: 'Approved',
        brandName: 'Trail Co',
        retailerName: 'Corner Shop',
        message,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Accept the request' }));
    expect(await screen.findByTestId('connection-outcome')).toHaveTextContent(message);
  });

  it('shows the contract message for a request that is no longer pending', async () => {
    const { user } = await open('t=tok-1&a=r', fail('post', answerPath, 409, CONNECTION_ERRORS.notPending));
    await user.click(await screen.findByRole('button', { name: 'Reject the request' }));
    expect(await screen.findByText(CONNECTION_ERRORS.notPending.message)).toBeInTheDocument();
  });

  it('shows the contract message for an expired link', async () => {
    const { user } = await open('t=tok-1&a=a', fail('post', answerPath, 400, CONNECTION_ERRORS.invalidToken));
    await user.click(await screen.findByRole('button', { name: 'Accept the request' }));
    expect(await screen.findByText(CONNECTION_ERRORS.invalidToken.message)).toBeInTheDocument();
  });

  it('says the answer could not be saved on a server error', async () => {
    const { user } = await open('t=tok-1&a=a', serverError('post', answerPath));
    await user.click(await screen.findByRole('button', { name: 'Accept the request' }));
    expect(await screen.findByText(CONNECTION_ERRORS.saveFailed.message)).toBeInTheDocument();
  });
});
