import {
  ADMIN_ACCOUNT_ERRORS,
  AdminAccount,
  CreateAdminAccountBody,
  type CustomFieldDefinition,
  customFieldErrors,
  ParentAccountsAnswer,
  UpdateAdminAccountBody,
} from '@storelens/contract/api/admin-accounts';
import { ReportsAnswer } from '@storelens/contract/api/report-management';
import { VerticalsAnswer } from '@storelens/contract/api/verticals';
import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { systemUser } from '../../../test/fixtures.ts';
import { choose, fillIn } from '../../../test/forms.ts';
import { answer, fail, pending, readBody, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { expectSpinnerUnder } from '../../../test/screen-states.ts';

const region: CustomFieldDefinition = { label: 'Region', property: 'region', type: 'text', values: [], required: true };
/** The contract's message for the empty required custom field. */
const regionMissing = (): string => {
  const message = customFieldErrors([region], {}).region;
  if (!message) throw new Error('the contract takes an empty required custom field');
  return message;
};
const verticalList: z.input<typeof VerticalsAnswer> = [
  { id: 'outdoor', name: 'Outdoor', metadata: { accountCustomFields: [region] } },
  { id: 'bridal', name: 'Bridal' },
];
// the form's choices: verticals with their custom fields, and per vertical its rollups and reports
const choices = (): RequestHandler[] => [
  answer('get', '/admin/verticals', VerticalsAnswer, verticalList),
  answer('get', '/admin/accounts/parentAccounts/:verticalId', ParentAccountsAnswer, []),
  answer('get', '/admin/reports', ReportsAnswer, { data: [] }),
];

const saved: AdminAccount = {
  id: 41,
  name: 'Peak Gear',
  accountType: 'Brand',
  isActive: true,
  isHidden: false,
  parentAccountId: null,
  showPreview: false,
  verticalId: 'bridal',
  vertical: 'Bridal',
  createdAt: '2026-03-01T12:00:00.000Z',
  settings: { customFields: {}, selectedReports: [], brand: 'Peak' },
};

const open = (url: string, ...handlers: RequestHandler[]) =>
  renderScreen(url, { session: systemUser(), handlers, otherCalls: 'pending' });

const required = (label: string) => new RegExp(`^${label}`);

describe('CreateAccountPage', () => {
  it('shows a spinner while the verticals load', async () => {
    await open('/admin/accounts/create', pending('get', '/admin/verticals'));
    await expectSpinnerUnder('Create Account');
  });

  it('says when the verticals cannot be loaded', async () => {
    await open('/admin/accounts/create', serverError('get', '/admin/verticals'));
    expect(await screen.findByText('The verticals could not be loaded.')).toBeInTheDocument();
  });

  it('shows the contract messages for an empty form', async () => {
    const { user } = await open('/admin/accounts/create', ...choices());
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const empty = { name: '', accountType: '', verticalId: '' };
    for (const field of ['name', 'accountType', 'verticalId'])
      expect(await screen.findByText(messageOf(CreateAdminAccountBody, empty, field))).toBeInTheDocument();
  });

  it('asks a brand for its brand name', async () => {
    const { user } = await open('/admin/accounts/create', ...choices());
    await screen.findByRole('button', { name: 'Create' });
    await fillIn(user, required('Name'), 'Peak Gear');
    await choose(user, required('Account Type'), 'Brand');
    await choose(user, required('Vertical'), 'Bridal');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const body = { name: 'Peak Gear', accountType: 'Brand', verticalId: 'bridal', settings: {} };
    expect(await screen.findByText(messageOf(CreateAdminAccountBody, body, 'settings.brand'))).toBeInTheDocument();
  });

  it("asks for the vertical's required custom field", async () => {
    const { user } = await open('/admin/accounts/create', ...choices());
    await screen.findByRole('button', { name: 'Create' });
    await fillIn(user, required('Name'), 'Corner Shop');
    await choose(user, required('Account Type'), 'Other');
    await choose(user, required('Vertical'), 'Outdoor');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(regionMissing())).toBeInTheDocument();
  });

  it('shows a duplicate name on the name field', async () => {
    const { user } = await open(
      '/admin/accounts/create',
      ...choices(),
      fail('post', '/admin/accounts/bridal', 400, ADMIN_ACCOUNT_ERRORS.duplicateName),
    );
    await screen.findByRole('button', { name: 'Create' });
    await fillIn(user, required('Name'), 'Peak Gear');
    await choose(user, required('Account Type'), 'Other');
    await choose(user, required('Vertical'), 'Bridal');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(ADMIN_ACCOUNT_ERRORS.duplicateName.fields.name)).toBeInTheDocument();
  });

  it('creates the account and opens it when the admin stays', async () => {
    let sent: unknown;
    const { user, router } = await open(
      '/admin/accounts/create',
      ...choices(),
      answer('post', '/admin/accounts/bridal', AdminAccount, async ({ request }) => {
        sent = await readBody(request, CreateAdminAccountBody);
        return saved;
      }),
    );
    await screen.findByRole('button', { name: 'Create' });
    await fillIn(user, required('Name'), 'Peak Gear');
    await choose(user, required('Account Type'), 'Brand');
    await choose(user, required('Vertical'), 'Bridal');
    await fillIn(user, required('Brand Name'), 'Peak');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Do you want to switch to account Peak Gear?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/accounts/41'));
    expect(sent).toMatchObject({
      name: 'Peak Gear',
      accountType: 'Brand',
      verticalId: 'bridal',
      settings: { brand: 'Peak' },
    });
  });
});

describe('EditAccountPage', () => {
  const one = () => answer('get', '/admin/accounts/41', AdminAccount, saved);

  it('shows a spinner while the account loads', async () => {
    await open('/admin/accounts/41', pending('get', '/admin/accounts/41'), ...choices());
    await expectSpinnerUnder('Edit Account');
  });

  it('says when the account cannot be loaded', async () => {
    await open('/admin/accounts/41', serverError('get', '/admin/accounts/41'), ...choices());
    expect(await screen.findByText('The account could not be loaded.')).toBeInTheDocument();
  });

  it('goes to the home page for an unknown account', async () => {
    const { router } = await open(
      '/admin/accounts/41',
      fail('get', '/admin/accounts/41', 404, ADMIN_ACCOUNT_ERRORS.notFound),
      ...choices(),
    );
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/admin\/accounts/));
  });

  it('shows the account with the form filled in', async () => {
    await open('/admin/accounts/41', one(), ...choices());
    await waitFor(() => expect(screen.getByLabelText(required('Name'))).toHaveValue('Peak Gear'));
    expect(screen.getByLabelText(required('Brand Name'))).toHaveValue('Peak');
    expect(screen.getByLabelText('Active Account')).toBeChecked();
  });

  it('shows the contract message for a missing name', async () => {
    const { user } = await open('/admin/accounts/41', one(), ...choices());
    await waitFor(() => expect(screen.getByLabelText(required('Name'))).toHaveValue('Peak Gear'));
    await fillIn(user, required('Name'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const body = { ...saved, name: '' };
    expect(await screen.findByText(messageOf(UpdateAdminAccountBody, body, 'name'))).toBeInTheDocument();
  });

  it('shows a duplicate brand on the brand field', async () => {
    const { user } = await open(
      '/admin/accounts/41',
      one(),
      ...choices(),
      fail('put', '/admin/accounts/41', 400, ADMIN_ACCOUNT_ERRORS.duplicateBrand),
    );
    await waitFor(() => expect(screen.getByLabelText(required('Name'))).toHaveValue('Peak Gear'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_ACCOUNT_ERRORS.duplicateBrand.message)).toBeInTheDocument();
  });

  it('saves the account', async () => {
    let sent: unknown;
    const { user } = await open(
      '/admin/accounts/41',
      one(),
      ...choices(),
      answer('put', '/admin/accounts/41', AdminAccount, async ({ request }) => {
        sent = await readBody(request, UpdateAdminAccountBody);
        return { ...saved, isActive: false };
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(required('Name'))).toHaveValue('Peak Gear'));
    await user.click(screen.getByLabelText('Active Account'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account saved')).toBeInTheDocument();
    expect(sent).toMatchObject({ name: 'Peak Gear', isActive: false, settings: { brand: 'Peak' } });
  });
});
