import { createBrowserRouter } from 'react-router';
import { Redirect } from '../components/Redirect.tsx';
import { LoginPage } from '../features/auth/pages/LoginPage.tsx';
import { ResetPage } from '../features/auth/pages/ResetPage.tsx';
import { ProfilePage } from '../features/profile/pages/ProfilePage.tsx';
import { setApiNavigator } from '../lib/api.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { HomeRedirect, RequireAccount, RequireSession, RoleGuard } from './guards.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { placeholderRoutes } from './placeholder-routes.tsx';
import { AppShell } from './shell/AppShell.tsx';
import { DeactivatedPage, NoAccountsPage } from './status-pages.tsx';

/**
 * Routes of spec 1 §2. Layers, outside in: signed in → shell → has an active, live
 * account → role guard. /profile and the status screens sit above the account layer.
 */
export const router = createBrowserRouter([
  {
    errorElement: <ErrorScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/reset', element: <ResetPage /> },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppShell />,
            children: [
              { path: '/profile', element: <ProfilePage /> },
              { path: '/noAccounts', element: <NoAccountsPage /> },
              { path: '/deactivated', element: <DeactivatedPage /> },
              { path: '/accountChange', element: <Redirect to="/" /> },
              {
                element: <RequireAccount />,
                children: [
                  { path: '/', element: <HomeRedirect /> },
                  { path: '/admin', element: <Redirect to="/admin/accounts" /> },
                  { element: <RoleGuard />, children: placeholderRoutes },
                ],
              },
              { path: '*', element: <Redirect to="/" /> },
            ],
          },
        ],
      },
    ],
  },
]);

// A 401 anywhere moves to sign-in through the router, keeping the app loaded.
setApiNavigator((to) => void router.navigate(to));
