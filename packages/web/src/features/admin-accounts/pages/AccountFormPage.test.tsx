import {
  ADMIN_ACCOUNT_ERRORS,
  AdminAccount,
  CreateAdminAccountBody,
  type CustomFieldDefinition,
  customFieldErrors,
  ParentAccountsAnswer,
  UpdateAdminAccountBody,
} from '@storelens/contract/api/admin-accounts';
import { type Report, ReportsAnswer } from '@storelens/contract/api/report-management';
import { VerticalsAnswer } from '@storelens/contract/api/verticals';
import { RETAIL_CALENDAR_LABELS } from '@storelens/contract/domain/retail-calendar';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { systemUser } from '../../../test/fixtures.ts';
import { choose, fillIn } from '../../../test/forms.ts';
import { answer, fail, readBody, recordingAnswer } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';

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
  itShowsLoadStates({
    what: 'the verticals',
    open: (...handlers) => open('/admin/accounts/create', ...handlers),
    path: '/admin/verticals',
    title: 'Create Account',
    failure: 'The verticals could not be loaded.',
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

  it("offers the active reports of the account's vertical and type; a new type clears the chosen ones", async () => {
    const report = (id: number, title: string, accountType: Report['accountType'], isActive = true): Report => ({
      id,
      title,
      category: 'Sales',
      description: '',
      guide: '',
      accountType,
      path: `r-${id}`,
      referenceName: title,
      reportUrl: 'https://reports.example.com/x',
      permission: '',
      requireSystemUser: false,
      isActive,
      icon: 'BarChart',
      verticalId: 'bridal',
      verticalName: 'Bridal',
    });
    const reports = answer('get', '/admin/reports', ReportsAnswer, {
      data: [
        report(1, 'Brand Weekly', 'brand'),
        report(2, 'Brand Monthly', 'brand'),
        report(3, 'Brand Archive', 'brand', false),
        report(4, 'Store Weekly', 'retailer'),
      ],
    });
    const { user } = await open('/admin/accounts/create', reports, ...choices());
    await screen.findByRole('button', { name: 'Create' });
    await choose(user, required('Account Type'), 'Brand');
    await choose(user, required('Vertical'), 'Bridal');
    await user.click(await screen.findByRole('combobox', { name: /^Reports/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Brand Weekly'),
      expect.stringContaining('Brand Monthly'),
    ]);
    await user.click(options[0] as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: /^Reports/ })).toHaveTextContent('Brand Weekly');

    await choose(user, required('Account Type'), 'Retailer');
    expect(screen.getByRole('combobox', { name: /^Reports/ })).not.toHaveTextContent('Brand Weekly');
    await user.click(screen.getByRole('combobox', { name: /^Reports/ }));
    const retailer = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(retailer.map((o) => o.textContent)).toEqual([expect.stringContaining('Store Weekly')]);
  });

  it('creates the account and opens it when the admin stays', async () => {
    const sent = recordingAnswer('post', '/admin/accounts/bridal', AdminAccount, CreateAdminAccountBody, saved);
    const { user, router } = await open('/admin/accounts/create', ...choices(), sent.handler);
    await screen.findByRole('button', { name: 'Create' });
    await fillIn(user, required('Name'), 'Peak Gear');
    await choose(user, required('Account Type'), 'Brand');
    await choose(user, required('Vertical'), 'Bridal');
    await fillIn(user, required('Brand Name'), 'Peak');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Do you want to switch to account Peak Gear?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/accounts/41'));
    expect(sent.body()).toMatchObject({
      name: 'Peak Gear',
      accountType: 'Brand',
      verticalId: 'bridal',
      settings: { brand: 'Peak' },
    });
  });
});

describe('EditAccountPage', () => {
  const one = () => answer('get', '/admin/accounts/41', AdminAccount, saved);

  itShowsLoadStates({
    what: 'the account',
    open: (...handlers) => open('/admin/accounts/41', ...handlers, ...choices()),
    path: '/admin/accounts/41',
    title: 'Edit Account',
    failure: 'The account could not be loaded.',
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

  it("saves the reports' retail calendar in the account's settings", async () => {
    let sent: unknown;
    const { user } = await open(
      '/admin/accounts/41',
      one(),
      ...choices(),
      answer('put', '/admin/accounts/41', AdminAccount, async ({ request }) => {
        sent = await readBody(request, UpdateAdminAccountBody);
        return saved;
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(required('Name'))).toHaveValue('Peak Gear'));
    await user.click(screen.getByRole('combobox', { name: 'Retail calendar' }));
    await user.click(screen.getByRole('option', { name: RETAIL_CALENDAR_LABELS['nrf-454'] }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account saved')).toBeInTheDocument();
    expect(sent).toMatchObject({ settings: { brand: 'Peak', retailCalendar: 'nrf-454' } });
  });
});
