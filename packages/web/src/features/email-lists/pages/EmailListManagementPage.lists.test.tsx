import {
  CreateEmailListBody,
  EMAIL_LIST_ERRORS,
  EMAIL_LIST_TEXTS,
  EmailList,
  UploadAnswer,
} from '@storelens/contract/api/email-lists';
import { MessageAnswer } from '@storelens/contract/api/profile';
import { VerticalsAnswer } from '@storelens/contract/api/verticals';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../../test/fixtures.ts';
import { choose, fillIn } from '../../../test/forms.ts';
import { answer, fail, pending, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { server } from '../../../test/server.ts';
import { customers, entries, entry, lists, partners, unsubscribes } from './email-list-handlers.ts';

// The other parts of Email List Management: choosing a list, its Unsubscribes tab, a new list, an upload.
const base = `/admin/emailList/typeId/${customers.typeId}`;
const open = (url: string, ...handlers: RequestHandler[]) => renderScreen(url, { session: systemUser(), handlers });
const unsubscribesTab = `/admin/emailListManagement?list=${customers.typeId}&tab=unsubscribes`;

describe('EmailListManagementPage lists', () => {
  it('shows the list chosen in the address', async () => {
    await open(
      `/admin/emailListManagement?list=${partners.typeId}`,
      lists(),
      entries([entry('p@example.com')], partners.typeId),
    );
    expect(await screen.findByText('p@example.com')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Email List' })).toHaveTextContent('Partners');
  });

  it('names the vertical of a list whose name repeats', async () => {
    await open('/admin/emailListManagement', lists([{ ...customers, duplicateName: true }]), entries([]));
    expect(await screen.findByRole('combobox', { name: 'Email List' })).toHaveTextContent('Newsletter (Outdoor)');
  });

  describe('Unsubscribes', () => {
    it('shows a spinner while they load', async () => {
      await open(unsubscribesTab, lists(), pending('get', `${base}/unsubscribes`));
      expect(await screen.findByRole('tab', { name: 'Unsubscribes', selected: true })).toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toBeInTheDocument();
    });

    it('says when they cannot be loaded', async () => {
      await open(unsubscribesTab, lists(), serverError('get', `${base}/unsubscribes`));
      expect(await screen.findByText('The unsubscribes could not be loaded.')).toBeInTheDocument();
    });

    it('says when nobody has unsubscribed', async () => {
      await open(unsubscribesTab, lists(), unsubscribes([]));
      expect(await screen.findByText('Nobody has unsubscribed.')).toBeInTheDocument();
    });

    it('removes an unsubscribe after confirming', async () => {
      const { user } = await open(
        unsubscribesTab,
        lists(),
        unsubscribes([{ email: 'gone@example.com', createdAt: '2026-04-01T10:00:00.000Z' }]),
        answer('delete', `${base}/unsubscribe`, MessageAnswer, { status: 'Success', message: 'Removed' }),
      );
      await user.click(await screen.findByRole('button', { name: 'Delete gone@example.com' }));
      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText(EMAIL_LIST_TEXTS.confirmRemoveUnsubscribe('gone@example.com'))).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('The unsubscribe for gone@example.com was removed')).toBeInTheDocument();
    });
  });

  describe('New Email List', () => {
    const verticals = () => answer('get', '/admin/verticals', VerticalsAnswer, [{ id: 'outdoor', name: 'Outdoor' }]);
    const openDialog = async (...handlers: RequestHandler[]) => {
      const rendered = await open('/admin/emailListManagement', lists([]), verticals(), ...handlers);
      await rendered.user.click(await screen.findByRole('button', { name: '+ New Email List' }));
      return { ...rendered, dialog: within(await screen.findByRole('dialog', { name: 'New Email List' })) };
    };

    it('shows the contract messages for an empty form', async () => {
      const { user, dialog } = await openDialog();
      await user.click(dialog.getByRole('button', { name: 'Create' }));
      const empty = { name: '', verticalId: '' };
      expect(await dialog.findByText(messageOf(CreateEmailListBody, empty, 'name'))).toBeInTheDocument();
      expect(dialog.getByText(messageOf(CreateEmailListBody, empty, 'verticalId'))).toBeInTheDocument();
    });

    it('shows a duplicate name on the name field', async () => {
      const { user, dialog } = await openDialog(fail('post', '/admin/emailList', 400, EMAIL_LIST_ERRORS.duplicateList));
      await fillIn(user, /^Name/, 'Newsletter', dialog);
      await choose(user, /^Vertical/, 'Outdoor', dialog);
      await user.click(dialog.getByRole('button', { name: 'Create' }));
      expect(await dialog.findByText(EMAIL_LIST_ERRORS.duplicateList.fields.name)).toBeInTheDocument();
    });

    it('creates the list and shows it', async () => {
      const sent = recordingAnswer('post', '/admin/emailList', EmailList, CreateEmailListBody, customers);
      const { user, dialog } = await openDialog(sent.handler, entries([]));
      await fillIn(user, /^Name/, 'Newsletter', dialog);
      await choose(user, /^Vertical/, 'Outdoor', dialog);
      // after the create, the lists are asked again
      server.use(lists([customers]));
      await user.click(dialog.getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('The list is empty.')).toBeInTheDocument();
      expect(sent.body()).toEqual({ name: 'Newsletter', verticalId: 'outdoor' });
    });
  });

  it('reports the rows an upload left out', async () => {
    const { user } = await open(
      '/admin/emailListManagement',
      lists(),
      entries([]),
      answer('post', `${base}/files`, UploadAnswer, {
        added: 2,
        skipped: 1,
        errors: [{ line: 4, message: 'Email is not a valid email address' }],
      }),
    );
    await screen.findByText('The list is empty.');
    const file = new File(['email,type\na@example.com,Customer\n'], 'list.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Upload a .csv or .txt file'), file);
    expect(await screen.findByText(/2 added, 1 already on the list/)).toBeInTheDocument();
    expect(screen.getByText('Line 4: Email is not a valid email address')).toBeInTheDocument();
  });
});
