import { isRetailerKind } from '@storelens/contract/domain/accounts';
import { Redirect } from '../../../components/Redirect.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';

/** spec 2 §2 links to /settings/brandConnect: the connection page of the active account's side. */
export function BrandConnectRedirect() {
  const { account } = useCurrentUser();
  if (account?.accountType === 'Brand') return <Redirect to="/settings/retailConnect" />;
  if (account && isRetailerKind(account.accountType)) return <Redirect to="/settings/dataPermissions" />;
  return <Redirect to="/" />;
}
