import { isRetailerKind } from '@storelens/contract/domain/accounts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';
import { Redirect } from '../../components/Redirect.tsx';
import { useCurrentUser } from '../../lib/current-user.tsx';

const RetailConnectPage = lazyPage(() => import('./pages/RetailConnectPage.tsx'), 'RetailConnectPage');
const AccountConnectionPage = lazyPage(() => import('./pages/AccountConnectionPage.tsx'), 'AccountConnectionPage');

/** spec 2 §2 links to /settings/brandConnect: the connection page of the active account's side. */
function BrandConnectRedirect() {
  const { account } = useCurrentUser();
  if (account?.accountType === 'Brand') return <Redirect to="/settings/retailConnect" />;
  if (account && isRetailerKind(account.accountType)) return <Redirect to="/settings/dataPermissions" />;
  return <Redirect to="/" />;
}

/** spec 3 §2 Retail Connect, behind the role guard. */
export const connectionRoutes: RouteObject[] = [
  { path: '/settings/retailConnect', element: <RetailConnectPage /> },
  { path: '/settings/brandConnect', element: <BrandConnectRedirect /> },
];

/** spec 2 §2 '/accountConnection': public, dark theme. */
export const publicConnectionRoutes: RouteObject[] = [
  { path: '/accountConnection', element: <AccountConnectionPage /> },
];
