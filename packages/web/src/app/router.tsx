import { createBrowserRouter } from 'react-router';
import { Redirect } from '../components/Redirect.tsx';
import { adminAccountRoutes } from '../features/admin-accounts/routes.tsx';
import { adminUserRoutes } from '../features/admin-users/routes.tsx';
import { AdminJoinPage } from '../features/auth/pages/AdminJoinPage.tsx';
import { ChangePasswordPage } from '../features/auth/pages/ChangePasswordPage.tsx';
import { JoinPage } from '../features/auth/pages/JoinPage.tsx';
import { LoginPage } from '../features/auth/pages/LoginPage.tsx';
import { ResetPage } from '../features/auth/pages/ResetPage.tsx';
import { emailListRoutes } from '../features/email-lists/routes.tsx';
import { PreferencesPage } from '../features/preferences/pages/PreferencesPage.tsx';
import { ProfilePage } from '../features/profile/pages/ProfilePage.tsx';
import { sourceValidationRoutes } from '../features/source-validation/routes.tsx';
import { JoinTeamPage } from '../features/team/pages/JoinTeamPage.tsx';
import { TeamUsersPage } from '../features/team/pages/TeamUsersPage.tsx';
import { verticalRoutes } from '../features/verticals/routes.tsx';
import { setApiNavigator } from '../lib/api.ts';
import { connectorRoutes } from './connector-routes.tsx';
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
          { path: '/changePassword', element: <ChangePasswordPage /> },
          { path: '/join/admin/:token', element: <AdminJoinPage /> },
          { path: '/join/team/:token', element: <JoinTeamPage /> },
          { path: '/join/:token', element: <JoinPage /> },
          { path: '/preferences', element: <PreferencesPage /> },
          ...sourceValidationRoutes,
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
                  {
                    element: <RoleGuard />,
                    children: [
                      { path: '/settings/users', element: <TeamUsersPage /> },
                      ...connectorRoutes,
                      ...verticalRoutes,
                      ...emailListRoutes,
                      ...adminAccountRoutes,
                      ...adminUserRoutes,
                      ...placeholderRoutes,
                    ],
                  },
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
