import BlockIcon from '@mui/icons-material/Block';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import GroupOffOutlinedIcon from '@mui/icons-material/GroupOffOutlined';
import { Redirect } from '../components/Redirect.tsx';
import { StatusMessage } from '../components/StatusMessage.tsx';
import { useCurrentUser } from '../lib/current-user.tsx';

/** spec 1 §2 "Status screens": the active account is deactivated. */
export function DeactivatedPage() {
  const { account } = useCurrentUser();
  // Reached by an old link while the account is fine: nothing to explain.
  if (!account || account.isActive) return <Redirect to="/" />;
  return (
    <StatusMessage icon={<DoNotDisturbOnOutlinedIcon />} title={`${account.name} is not available!`}>
      {account.name} is in a deactivated state. Contact support to resolve the issue.
    </StatusMessage>
  );
}

/** spec 1 §2 "Status screens": the user belongs to no account. */
export function NoAccountsPage() {
  const { accounts } = useCurrentUser();
  if (accounts.length > 0) return <Redirect to="/" />;
  return (
    <StatusMessage icon={<GroupOffOutlinedIcon />} title="No accounts are available!">
      Your user does not belong to any accounts.
    </StatusMessage>
  );
}

/** Shown instead of a redirect loop when the user may not open even their home page. */
export function NoAccessPage() {
  return (
    <StatusMessage icon={<BlockIcon />} title="Nothing to show here">
      Your user has no pages on this account. Switch to another account or contact your administrator.
    </StatusMessage>
  );
}
