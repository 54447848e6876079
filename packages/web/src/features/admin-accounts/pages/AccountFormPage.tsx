import { isSystemAdmin } from '@storelens/contract/access/roles';
import type { AdminAccount } from '@storelens/contract/api/admin-accounts';
import type { AccountType } from '@storelens/contract/domain/accounts';
import { useSnackbar } from 'notistack';
import { useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../../components/ConfirmDialog.tsx';
import { LoadState } from '../../../components/LoadState.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { Redirect } from '../../../components/Redirect.tsx';
import { useVerticals } from '../../../lib/admin-lookups-api.ts';
import { isApiStatus } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useAdminAccount, useCreateAccount, useUpdateAccount } from '../api.ts';
import { AccountForm, type AccountFormValues, emptyAccount } from '../components/AccountForm.tsx';

const toBody = (values: AccountFormValues) => ({
  name: values.name,
  accountType: values.accountType as AccountType,
  verticalId: values.verticalId,
  isHidden: values.isHidden,
  showPreview: values.showPreview,
  parentAccountId: values.parentAccountId,
  settings: {
    customFields: values.settings.customFields,
    selectedReports: values.settings.selectedReports,
    ...(values.accountType === 'Brand' ? { brand: values.settings.brand } : {}),
    ...(values.accountType === 'Retailer Rollup' ? { isAccountManager: values.settings.isAccountManager } : {}),
    retailCalendar: values.settings.retailCalendar,
  },
});

const toValues = (account: AdminAccount): AccountFormValues => ({
  name: account.name,
  accountType: account.accountType,
  verticalId: account.verticalId,
  isHidden: account.isHidden,
  showPreview: account.showPreview,
  isActive: account.isActive,
  parentAccountId: account.parentAccountId,
  settings: {
    customFields: account.settings.customFields,
    selectedReports: account.settings.selectedReports,
    brand: account.settings.brand ?? '',
    isAccountManager: account.settings.isAccountManager ?? false,
    retailCalendar: account.settings.retailCalendar ?? 'gregorian',
  },
});

/** /admin/accounts/create: after creating, the admin may switch to the new account (spec 1 §2, §4). */
export function CreateAccountPage() {
  const navigate = useNavigate();
  const { switchAccount } = useCurrentUser();
  const verticals = useVerticals(true);
  const create = useCreateAccount();
  const [confirm, confirmElement] = useConfirm();

  const handleSubmit = async (values: AccountFormValues) => {
    const account = await create.mutateAsync(toBody(values));
    const wantsSwitch = await confirm({
      title: 'Account created',
      message: `Do you want to switch to account ${account.name}?`,
      confirmLabel: 'Yes',
      cancelLabel: 'No',
    });
    if (wantsSwitch) {
      await switchAccount(account.id);
      navigate('/');
    } else navigate(`/admin/accounts/${account.id}`);
  };

  return (
    <>
      <PageTitle>Create Account</PageTitle>
      <LoadState query={verticals} failure="The verticals could not be loaded." />
      {verticals.data && (
        <AccountForm
          mode="create"
          initial={emptyAccount}
          verticals={verticals.data}
          canChangeVertical
          onSubmit={handleSubmit}
          onCancel={() => navigate('/admin/accounts')}
        />
      )}
      {confirmElement}
    </>
  );
}

/** /admin/accounts/{id}: an account not found goes to / (spec 1 §8). */
export function EditAccountPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { profile } = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const account = useAdminAccount(Number.isInteger(id) ? id : 0);
  const verticals = useVerticals(true);
  const update = useUpdateAccount(id);

  if (!Number.isInteger(id) || id <= 0 || isApiStatus(account.error, 404)) return <Redirect to="/" />;
  const handleSubmit = async (values: AccountFormValues) => {
    await update.mutateAsync({ ...toBody(values), isActive: values.isActive });
    enqueueSnackbar('Account saved', { variant: 'success' });
  };

  return (
    <>
      <PageTitle>Edit Account</PageTitle>
      <LoadState query={[account, verticals]} failure="The account could not be loaded." />
      {account.data && verticals.data && (
        <AccountForm
          key={account.data.id}
          mode="edit"
          initial={toValues(account.data)}
          verticals={verticals.data}
          canChangeVertical={isSystemAdmin(profile)}
          onSubmit={handleSubmit}
          onCancel={() => navigate('/admin/accounts')}
        />
      )}
    </>
  );
}
