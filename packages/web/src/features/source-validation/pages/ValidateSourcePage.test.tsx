import {
  SOURCE_VALIDATION_ERRORS,
  SOURCE_VALIDATION_SUCCESS,
  SourceOAuthAnswer,
} from '@storelens/contract/api/source-validation';
import { SourceOAuthBody, SourceValidationAnswer } from '@storelens/contract/api/sources';
import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { RaceRosterCredentials } from '@storelens/contract/validation/sources';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { fillForm } from '../../../test/forms.ts';
import { answer, fail, pending, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const link = '/sources/validation/tok-1';
const saveCredentials = '/sources/oauth/tok-1';
const linkOf = (sourceType: number) => answer('get', link, SourceValidationAnswer, { sourceType, detail: {} });

// a public page: the emailed link carries the token, no session
const open = (...handlers: RequestHandler[]) => renderScreen('/validateSource?t=tok-1', { handlers });

describe('ValidateSourcePage', () => {
  it('says the link is invalid without a token', async () => {
    await renderScreen('/validateSource');
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.invalidToken.message)).toBeInTheDocument();
  });

  it('shows a spinner while the link is checked', async () => {
    await open(pending('get', link));
    expect(await screen.findByRole('progressbar', { name: 'Checking the link' })).toBeInTheDocument();
  });

  it('says the link is invalid when it cannot be checked', async () => {
    await open(serverError('get', link));
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.invalidToken.message)).toBeInTheDocument();
  });

  it('shows the contract messages for an empty Race Roster login', async () => {
    const { user } = await open(linkOf(SOURCE_TYPE.raceRoster));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const empty = { login: '', password: '' };
    expect(await screen.findByText(messageOf(RaceRosterCredentials, empty, 'login'))).toBeInTheDocument();
    expect(screen.getByText(messageOf(RaceRosterCredentials, empty, 'password'))).toBeInTheDocument();
  });

  it('shows the contract message for a login Race Roster refuses', async () => {
    const { user } = await open(
      linkOf(SOURCE_TYPE.raceRoster),
      fail('patch', saveCredentials, 400, SOURCE_VALIDATION_ERRORS.invalidLogin),
    );
    await screen.findByRole('button', { name: 'Save' });
    await fillForm(user, { Login: 'runner', Password: 'wrong' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.invalidLogin.message)).toBeInTheDocument();
  });

  it('saves a Race Roster login', async () => {
    const sent = recordingAnswer('patch', saveCredentials, SourceOAuthAnswer, SourceOAuthBody, { status: 'Success' });
    const { user } = await open(linkOf(SOURCE_TYPE.raceRoster), sent.handler);
    await screen.findByRole('button', { name: 'Save' });
    await fillForm(user, { Login: 'runner', Password: 'secret' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SOURCE_VALIDATION_SUCCESS)).toBeInTheDocument();
    expect(sent.body()).toEqual({ login: 'runner', password: 'secret' });
  });

  it('says the provider cannot be reached when its address cannot be had', async () => {
    const { user } = await open(linkOf(SOURCE_TYPE.brightpearl), serverError('get', `${link}/authorizeUrl`));
    await user.click(await screen.findByRole('button', { name: 'Connect Brightpearl' }));
    expect(await screen.findByText(SOURCE_VALIDATION_ERRORS.saveFailed.message)).toBeInTheDocument();
  });
});
