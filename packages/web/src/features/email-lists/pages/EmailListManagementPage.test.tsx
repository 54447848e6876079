import {
  AddEmailBody,
  EMAIL_LIST_ERRORS,
  EMAIL_LIST_TEXTS,
  EmailBody,
  EmailEntry,
} from '@storelens/contract/api/email-lists';
import { MessageAnswer } from '@storelens/contract/api/profile';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../../test/fixtures.ts';
import { fillForm, fillIn } from '../../../test/forms.ts';
import { fail, pending, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';
import { customers, entries, entry, lists } from './email-list-handlers.ts';

const page = '/admin/emailListManagement';
const emails = `/admin/emailList/typeId/${customers.typeId}`;
const open = (...handlers: RequestHandler[]) => renderScreen(page, { session: systemUser(), handlers });

describe('EmailListManagementPage', () => {
  itShowsLoadStates({
    what: 'the lists',
    open,
    path: '/admin/emailList',
    title: 'Email List Management',
    failure: 'The email lists could not be loaded.',
  });

  it('says when the user has no lists', async () => {
    await open(lists([]));
    expect(await screen.findByText(EMAIL_LIST_TEXTS.noLists)).toBeInTheDocument();
  });

  it("shows a spinner while the first list's emails load", async () => {
    await open(lists(), pending('get', `${emails}/emails`));
    expect(await screen.findByRole('combobox', { name: 'Email List' })).toHaveTextContent('Newsletter');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('says when the emails cannot be loaded', async () => {
    await open(lists(), serverError('get', `${emails}/emails`));
    expect(await screen.findByText('The email list could not be loaded.')).toBeInTheDocument();
  });

  it('says when the list is empty', async () => {
    await open(lists(), entries([]));
    expect(await screen.findByText('The list is empty.')).toBeInTheDocument();
  });

  it('lists the emails grouped by type, deletable only when added here', async () => {
    await open(
      lists(),
      entries([entry('b@example.com'), entry('a@example.com'), entry('v@example.com', 'Vendor', false)]),
    );
    expect(await screen.findByText('Customer (2)')).toBeInTheDocument();
    expect(screen.getByText('Vendor (1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete a@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete v@example.com' })).not.toBeInTheDocument();
  });

  it('says when no email matches the search', async () => {
    const { user } = await open(lists(), entries([entry('a@example.com')]));
    await screen.findByText('a@example.com');
    await fillIn(user, 'Search', 'zzz');
    expect(await screen.findByText('No email matches the search.')).toBeInTheDocument();
  });

  it('shows the contract messages of the add form', async () => {
    const { user } = await open(lists(), entries([]));
    await screen.findByText('The list is empty.');
    const bad = { email: 'nope', type: '' };
    await fillForm(user, { Email: bad.email, Type: bad.type });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(messageOf(AddEmailBody, bad, 'email'))).toBeInTheDocument();
    expect(screen.getByText(messageOf(AddEmailBody, bad, 'type'))).toBeInTheDocument();
  });

  it('shows an address already on the list on the email field', async () => {
    const { user } = await open(lists(), entries([]), fail('post', emails, 400, EMAIL_LIST_ERRORS.duplicateEmail));
    await screen.findByText('The list is empty.');
    await fillIn(user, 'Email', 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(EMAIL_LIST_ERRORS.duplicateEmail.fields.email)).toBeInTheDocument();
  });

  it('adds an email', async () => {
    const sent = recordingAnswer('post', emails, EmailEntry, AddEmailBody, entry('new@example.com'));
    const { user } = await open(lists(), entries([]), sent.handler);
    await screen.findByText('The list is empty.');
    await fillIn(user, 'Email', 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('new@example.com added to the list')).toBeInTheDocument();
    expect(sent.body()).toEqual({ email: 'new@example.com', type: 'Customer' });
  });

  it('deletes an email after confirming', async () => {
    const sent = recordingAnswer('delete', emails, MessageAnswer, EmailBody, { status: 'Success', message: 'Deleted' });
    const { user } = await open(lists(), entries([entry('a@example.com')]), sent.handler);
    await user.click(await screen.findByRole('button', { name: 'Delete a@example.com' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(EMAIL_LIST_TEXTS.confirmDelete('a@example.com'))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('a@example.com deleted from the list')).toBeInTheDocument();
    await waitFor(() => expect(sent.body()).toEqual({ email: 'a@example.com' }));
  });
});
