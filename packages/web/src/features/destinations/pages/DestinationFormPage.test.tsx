import {
  CreateDestinationBody,
  type DestinationAnswer as Destination,
  DestinationAnswer,
} from '@storelens/contract/api/destinations';
import { ERRORS } from '@storelens/contract/api/errors';
import { DESTINATION_SAVED } from '@storelens/contract/domain/connector-forms';
import { DESTINATION_TYPE } from '@storelens/contract/domain/connectors';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
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
import { answer, fail, pendingCall, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { expectOwnSpinner } from '../../../test/screen-states.ts';

// activeAccount(): id 7 (see test/connector-forms.ts)
const destinations = '/destinations/7';

const s3 = (overrides: Partial<Destination> = {}): Destination => ({
  id: 12,
  name: 'Nightly export',
  destinationTypeName: 'S3',
  sourceCount: 0,
  type: DESTINATION_TYPE.s3,
  detail: { accessKey: '********', secretKey: '********', bucket: 'exports', path: '' },
  startDate: null,
  loadingHistory: false,
  ...overrides,
});

/** A complete S3 destination (required fields' labels end in ' *'). */
const fillS3 = async (user: UserEvent) => {
  await fillIn(user, /^Name/, 'Nightly export');
  await fillIn(user, /^Access Key/, 'AKIA1');
  await fillIn(user, /^Secret Key/, 'secret1');
  await fillIn(user, /^Bucket/, 'exports');
};

/** The type select, once the form is there (the required field's label ends in ' *'). */
const chooseS3 = async (user: UserEvent) => {
  await screen.findByRole('button', { name: 'Save' });
  await choose(user, /^Destination Type/, 'S3');
};

describe('CreateDestinationPage', () => {
  it('shows the contract messages for a missing name and type', async () => {
    const { user } = await openConnectorForm('/connectors/destinations/create');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(messageOf(CreateDestinationBody, { name: '', type: 5, detail: {} }, 'name')),
    ).toBeInTheDocument();
    expect(screen.getByText(messageOf(CreateDestinationBody, { name: 'x' }, 'type'))).toBeInTheDocument();
  });

  it("shows the contract messages for the type's missing settings", async () => {
    const { user } = await openConnectorForm('/connectors/destinations/create');
    await chooseS3(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const empty = { name: 'x', type: DESTINATION_TYPE.s3, detail: {} };
    expect(await screen.findByText(messageOf(CreateDestinationBody, empty, 'detail.accessKey'))).toBeInTheDocument();
    expect(screen.getByText(messageOf(CreateDestinationBody, empty, 'detail.bucket'))).toBeInTheDocument();
  });

  it("shows a vendor's refusal on its field and the server's message", async () => {
    const { user } = await openConnectorForm(
      '/connectors/destinations/create',
      fail('post', `${destinations}/`, 400, { ...ERRORS.validation, fields: { 'detail.bucket': 'No such bucket' } }),
    );
    await chooseS3(user);
    await fillS3(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('save-error')).toHaveTextContent(ERRORS.validation.message);
    expect(screen.getByText('No such bucket')).toBeInTheDocument();
  });

  it('offers Blueshift test events by name, Cancel first', async () => {
    const { user } = await openConnectorForm('/connectors/destinations/create');
    await screen.findByRole('button', { name: 'Save' });
    await choose(user, /^Destination Type/, 'Blueshift');
    const testEvent = await screen.findByRole('combobox', { name: /^Send Test Event/ });
    expect(testEvent).toHaveTextContent('Cancel');
    await choose(user, /^Send Test Event/, 'Race Registration');
    expect(screen.getByRole('combobox', { name: /^Send Test Event/ })).toHaveTextContent('Race Registration');
  });

  it('says when the save fails on the server', async () => {
    const { user } = await openConnectorForm(
      '/connectors/destinations/create',
      serverError('post', `${destinations}/`),
    );
    await chooseS3(user);
    await fillS3(user);
    await saveAndExpectServerError(user);
  });

  it('saves and goes back to the connectors', async () => {
    const sent = recordingAnswer('post', `${destinations}/`, DestinationAnswer, CreateDestinationBody, s3());
    const { user, router } = await openLeavingForm('/connectors/destinations/create', notDemo, sent.handler);
    await chooseS3(user);
    await fillS3(user);
    await saveAndExpectBack(user, router, DESTINATION_SAVED);
    expect(sent.body()).toMatchObject({
      name: 'Nightly export',
      type: DESTINATION_TYPE.s3,
      detail: { bucket: 'exports' },
    });
  });
});

describe('EditDestinationPage', () => {
  it('shows a spinner while the destination loads', async () => {
    const call = pendingCall('get', `${destinations}/12`);
    await openConnectorForm('/connectors/destinations/edit/12', call.handler);
    await expectOwnSpinner(call, 'Loading');
  });

  it('goes back to the connectors when the destination cannot be loaded', async () => {
    const { router } = await openLeavingForm(
      '/connectors/destinations/edit/12',
      serverError('get', `${destinations}/12`),
    );
    await expectBackOnConnectors(router);
  });

  it('shows the saved destination with its type locked', async () => {
    await openConnectorForm(
      '/connectors/destinations/edit/12',
      answer('get', `${destinations}/12`, DestinationAnswer, s3()),
    );
    expect(await screen.findByRole('heading', { name: 'Edit Destination' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Nightly export');
    expect(screen.getByLabelText(/^Bucket/)).toHaveValue('exports');
    expect(screen.getByText('The destination type cannot be changed once saved.')).toBeInTheDocument();
  });
});
