import { DestinationListAnswer, type DestinationListItem } from '@storelens/contract/api/destinations';
import { ERRORS } from '@storelens/contract/api/errors';
import { TimelineAnswer } from '@storelens/contract/api/source-runs';
import { CreateSourceAnswer, CreateSourceBody, SourceAnswer, SourceLimitAnswer } from '@storelens/contract/api/sources';
import { SOURCE_DETAIL_FORMS, SOURCE_SAVED } from '@storelens/contract/domain/connector-forms';
import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { connectorMsg } from '@storelens/contract/validation/messages';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  expectBackOnConnectors,
  notDemo,
  openConnectorForm,
  openLeavingForm,
  saveAndExpectBack,
  saveAndExpectServerError,
} from '../../../test/connector-forms.ts';
import { choose, fillIn } from '../../../test/forms.ts';
import { answer, fail, pendingCall, readBody, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { expectOwnSpinner } from '../../../test/screen-states.ts';
import { teamworkSource, uqubeDestination } from './teamwork-source.fixture.ts';

// activeAccount(): id 7 (see test/connector-forms.ts)
const sources = '/sources/7';

const uqube = uqubeDestination(0);
const teamwork = teamworkSource;

// the saved source's screen also lists its timeline (SourceFormPage.runs.test.tsx tests it)
const noTimeline = answer('get', `${sources}/33/timeline`, TimelineAnswer, { total: 0, items: [] });

const roomForOne = answer('get', `/sources/limit/7`, SourceLimitAnswer, { used: 1, limit: 5 });
const destinationsAre = (list: DestinationListItem[]) => answer('get', '/destinations/7', DestinationListAnswer, list);

const openCreate = (...handlers: RequestHandler[]) =>
  openConnectorForm('/connectors/sources/create', roomForOne, destinationsAre([uqube]), ...handlers);

/** Teamwork, once the form is there (a required field's label ends in ' *'). */
const chooseTeamwork = async (user: UserEvent) => {
  await screen.findByRole('button', { name: 'Save' });
  await choose(user, /^Source Type/, 'Teamwork');
};

const fillTeamwork = async (user: UserEvent) => {
  await fillIn(user, /^Name/, 'Main store');
  await fillIn(user, /^URL/, 'shop.example.com');
  await fillIn(user, /^API Key/, 'key-1');
  await choose(user, /^Data Timezone/, 'Eastern');
  await user.click(screen.getByRole('checkbox', { name: /Warehouse/ }));
};

// the create body with what the form holds; messageOf finds the contract's message at a field
const draft = (overrides: Record<string, unknown>) => ({
  name: 'x',
  type: SOURCE_TYPE.teamwork,
  detail: {},
  startDate: '2026-01-01',
  destinations: [],
  ...overrides,
});

describe('CreateSourcePage', () => {
  it('shows a spinner while the source limit loads', async () => {
    const call = pendingCall('get', `/sources/limit/7`);
    await openConnectorForm('/connectors/sources/create', call.handler, destinationsAre([uqube]));
    await expectOwnSpinner(call, 'Loading');
  });

  it('leaves for the home page when the account is at its source limit', async () => {
    const { router } = await openLeavingForm(
      '/connectors/sources/create',
      answer('get', `/sources/limit/7`, SourceLimitAnswer, { used: 5, limit: 5 }),
      destinationsAre([]),
    );
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/connectors/sources/create'));
  });

  it('says so when the source limit cannot be loaded', async () => {
    await openConnectorForm(
      '/connectors/sources/create',
      serverError('get', `/sources/limit/7`),
      destinationsAre([uqube]),
    );
    expect(await screen.findByText('The source form could not be loaded.')).toBeInTheDocument();
  });

  it('says so when the destinations cannot be loaded', async () => {
    await openConnectorForm('/connectors/sources/create', roomForOne, serverError('get', '/destinations/7'));
    expect(await screen.findByText('The source form could not be loaded.')).toBeInTheDocument();
  });

  it('asks for a destination first when the account has none', async () => {
    await openConnectorForm('/connectors/sources/create', roomForOne, destinationsAre([]));
    expect(await screen.findByText(/This account has no destinations yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows the contract messages for a missing name and type and a start date out of range', async () => {
    const { user } = await openCreate();
    await fillIn(user, /^Start Date/, '1999-12-31');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messageOf(CreateSourceBody, draft({ name: '' }), 'name'))).toBeInTheDocument();
    expect(screen.getByText(messageOf(CreateSourceBody, draft({ type: '' }), 'type'))).toBeInTheDocument();
    const early = messageOf(CreateSourceBody, draft({ startDate: '1999-12-31' }), 'startDate');
    expect(screen.getByText(early)).toBeInTheDocument();
  });

  it("shows the contract messages for the type's settings and the destinations", async () => {
    const { user } = await openCreate();
    await chooseTeamwork(user);
    await fillIn(user, /^URL/, 'https://shop.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const bad = draft({ detail: { url: 'https://shop.example.com' } });
    expect(await screen.findByText(messageOf(CreateSourceBody, bad, 'detail.url'))).toBeInTheDocument();
    expect(screen.getByText(messageOf(CreateSourceBody, bad, 'detail.apiKey'))).toBeInTheDocument();
    expect(screen.getByText(messageOf(CreateSourceBody, bad, 'detail.timezone'))).toBeInTheDocument();
    expect(screen.getByTestId('destinations-error')).toHaveTextContent(connectorMsg.destinationRequired());
  });

  it('asks Shopify for the credentials of its app type and promises no validation link', async () => {
    const { user } = await openCreate();
    await screen.findByRole('button', { name: 'Save' });
    await choose(user, /^Source Type/, 'Shopify');
    const help = (name: string) => SOURCE_DETAIL_FORMS[SOURCE_TYPE.shopify].find((f) => f.name === name)?.help ?? '';
    expect(await screen.findByLabelText(/^Access Token/)).toBeInTheDocument();
    expect(screen.getByText(help('accessToken'))).toBeInTheDocument();
    expect(screen.getByText(help('appType'))).toBeInTheDocument();
    expect(screen.queryByText(/validation link after saving/)).not.toBeInTheDocument();

    await choose(user, /^App Type/, 'private');
    expect(screen.queryByLabelText(/^Access Token/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^API Key/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByText(help('password'))).toBeInTheDocument();
  });

  it("labels RICS's data time zone apart from the schedule's time zone", async () => {
    const { user } = await openCreate();
    await screen.findByRole('button', { name: 'Save' });
    await choose(user, /^Source Type/, 'RICS');
    expect(await screen.findAllByRole('combobox', { name: /^Data Timezone/ })).toHaveLength(1);
    expect(screen.getAllByRole('combobox', { name: /^Timezone/ })).toHaveLength(1);
  });

  it("shows a vendor's refusal on its field and the server's message", async () => {
    const { user } = await openCreate(
      fail('post', `${sources}/`, 400, { ...ERRORS.validation, fields: { 'detail.apiKey': 'Invalid Api Key' } }),
    );
    await chooseTeamwork(user);
    await fillTeamwork(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('save-error')).toHaveTextContent(ERRORS.validation.message);
    expect(screen.getByText('Invalid Api Key')).toBeInTheDocument();
  });

  it('saves and goes back to the connectors', async () => {
    let sent: CreateSourceBody | undefined;
    const { user, router } = await openLeavingForm(
      '/connectors/sources/create',
      notDemo,
      roomForOne,
      destinationsAre([uqube]),
      answer('post', `${sources}/`, CreateSourceAnswer, async ({ request }) => {
        sent = await readBody(request, CreateSourceBody);
        return teamwork();
      }),
    );
    await chooseTeamwork(user);
    await fillTeamwork(user);
    await saveAndExpectBack(user, router, SOURCE_SAVED);
    expect(sent).toMatchObject({
      name: 'Main store',
      type: SOURCE_TYPE.teamwork,
      detail: { url: 'shop.example.com', apiKey: 'key-1', timezone: 'America/New_York' },
      destinations: [{ id: uqube.id }],
    });
  });
});

describe('EditSourcePage', () => {
  it('shows a spinner while the source loads', async () => {
    const call = pendingCall('get', `${sources}/33`);
    await openConnectorForm('/connectors/sources/edit/33', call.handler, destinationsAre([uqube]));
    await expectOwnSpinner(call, 'Loading');
  });

  it('goes back to the connectors when the source cannot be loaded', async () => {
    const { router } = await openLeavingForm(
      '/connectors/sources/edit/33',
      serverError('get', `${sources}/33`),
      destinationsAre([uqube]),
    );
    await expectBackOnConnectors(router);
  });

  it('says so when the destinations to send to cannot be loaded', async () => {
    await openConnectorForm(
      '/connectors/sources/edit/33',
      answer('get', `${sources}/33`, SourceAnswer, teamwork()),
      serverError('get', '/destinations/7'),
    );
    expect(await screen.findByText('The source form could not be loaded.')).toBeInTheDocument();
  });

  it('shows the saved source with its type locked and its destination ticked', async () => {
    await openConnectorForm(
      '/connectors/sources/edit/33',
      answer('get', `${sources}/33`, SourceAnswer, teamwork()),
      destinationsAre([uqube]),
      noTimeline,
    );
    expect(await screen.findByRole('heading', { name: 'Edit Source' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Main store');
    expect(screen.getByLabelText(/^URL/)).toHaveValue('shop.example.com');
    expect(screen.getByText('The source type cannot be changed once saved.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Warehouse/ })).toBeChecked();
  });

  it('says when the save fails on the server', async () => {
    const { user } = await openConnectorForm(
      '/connectors/sources/edit/33',
      answer('get', `${sources}/33`, SourceAnswer, teamwork()),
      destinationsAre([uqube]),
      noTimeline,
      serverError('patch', `${sources}/33/`),
    );
    await screen.findByRole('heading', { name: 'Edit Source' });
    await fillIn(user, /^Name/, 'Back store');
    await saveAndExpectServerError(user);
  });
});
