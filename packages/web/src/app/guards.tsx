import { canOpenPath, homePath, NAV_ITEMS } from '@storelens/contract/access/navigation';
import { blockedPageNotice } from '@storelens/contract/access/page-notices';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { Redirect } from '../components/Redirect.tsx';
import { CurrentUserProvider, useCurrentUser } from '../lib/current-user.tsx';
import { useExpiration, useSessionRefresh } from '../lib/session.ts';
import { NoAccessPage } from './status-pages.tsx';

/** Signed-out visitors go to sign-in, keeping where they wanted to go (spec 1 §2 '/login'). */
export function RequireSession() {
  const location = useLocation();
  const expiration = useExpiration();
  if (expiration.isPending) return <LoadingScreen />;
  if (expiration.error) throw expiration.error;
  if (expiration.data === null) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Redirect to={`/login?redirect=${redirect}`} />;
  }
  return <SignedIn />;
}

function SignedIn() {
  useSessionRefresh();
  return (
    <CurrentUserProvider fallback={<LoadingScreen />}>
      <Outlet />
    </CurrentUserProvider>
  );
}

/** spec 1 §4: users without accounts and deactivated accounts get their status screens. */
export function RequireAccount() {
  const { accounts, account } = useCurrentUser();
  if (accounts.length === 0 || !account) return <Redirect to="/noAccounts" />;
  if (!account.isActive) return <Redirect to="/deactivated" />;
  return <Outlet />;
}

/** The role guard (spec 3 §2): a page the user may not open sends them to the root. */
export function RoleGuard() {
  const { pathname } = useLocation();
  const { profile, account } = useCurrentUser();
  if (canOpenPath(pathname, profile, account)) return <Outlet />;
  // The root leads to the home page; when even that is closed, redirecting would loop.
  const home = homePath(profile, account);
  if (pathname === home) return <NoAccessPage />;
  return <BlockedRedirect from={pathname} home={home} accountName={account?.name ?? null} />;
}

/** Sends a turned-away user home with a notice saying which page, why, and where they are now. */
function BlockedRedirect({ from, home, accountName }: { from: string; home: string; accountName: string | null }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    const homeLabel = NAV_ITEMS.find((i) => i.path === home)?.label ?? 'your home page';
    enqueueSnackbar(blockedPageNotice(from, accountName, homeLabel), {
      variant: 'info',
      preventDuplicate: true,
      autoHideDuration: 8000,
    });
  }, [enqueueSnackbar, from, home, accountName]);
  return <Redirect to="/" />;
}

/** spec 1 §2: the root goes to /connectors or /reports depending on account and user. */
export function HomeRedirect() {
  const { profile, account } = useCurrentUser();
  return <Redirect to={homePath(profile, account)} />;
}
