import { createBrowserRouter } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { lazyPage } from '../components/lazyPage.tsx';
import { Redirect } from '../components/Redirect.tsx';
import { adminAccountRoutes } from '../features/admin-accounts/routes.tsx';
import { adminUserRoutes } from '../features/admin-users/routes.tsx';
import { authRoutes, joinRoutes } from '../features/auth/routes.tsx';
import { connectionRoutes, publicConnectionRoutes } from '../features/connections/routes.tsx';
import { emailListRoutes } from '../features/email-lists/routes.tsx';
import { locationRoutes } from '../features/locations/routes.tsx';
import { preferencesRoutes } from '../features/preferences/routes.tsx';
import { productDataRoutes } from '../features/product-data/routes.tsx';
import { productTaggingRoutes } from '../features/product-tagging/routes.tsx';
import { profileRoutes } from '../features/profile/routes.tsx';
import { reportCalendarRoutes } from '../features/report-calendar/routes.tsx';
import { embeddedReportRoutes } from '../features/report-data/routes.tsx';
import { reportGuideRoutes, reportManagementRoutes } from '../features/report-management/routes.tsx';
import { reportSubscriptionRoutes } from '../features/report-subscriptions/routes.tsx';
import { reportRoutes } from '../features/reports/routes.tsx';
import { sourceValidationRoutes } from '../features/source-validation/routes.tsx';
import { joinTeamRoutes, teamRoutes } from '../features/team/routes.tsx';
import { verticalRoutes } from '../features/verticals/routes.tsx';
import { webhookRoutes } from '../features/webhooks/routes.tsx';
import { setApiNavigator } from '../lib/api.ts';
import { connectorRoutes } from './connector-routes.tsx';
import { dataPermissionRoutes } from './data-permission-routes.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { PublicLayout } from './PublicLayout.tsx';

// Every page but sign-in is its own chunk, loaded on first visit (the features' routes files).
// The signed-in layers (session and account guards, status screens, and through them the current user
// with its contract schemas and zod) are not needed to sign in: they load as route modules with the
// first signed-in route, before it renders; the session guard comes inside the snackbars.
type Guard = 'RequireAccount' | 'RoleGuard' | 'HomeRedirect';
const guard = (name: Guard) => async () => ({ Component: (await import('./guards.tsx'))[name] });
const statusPage = (name: 'NoAccountsPage' | 'DeactivatedPage') => async () => ({
  Component: (await import('./status-pages.tsx'))[name],
});
// the signed-in frame is not needed to sign in; while it loads the screen shows the whole-page spinner
const AppShell = lazyPage(() => import('./shell/AppShell.tsx'), 'AppShell', <LoadingScreen />);

/**
 * Routes of spec 1 §2. Layers, outside in: signed in → shell → has an active, live
 * account → role guard. /profile and the status screens sit above the account layer.
 */
export const router = createBrowserRouter([
  {
    errorElement: <ErrorScreen />,
    // shown while the route modules of a first visit load
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      // the built-in report pages in the report frame: no shell and no session, their token decides
      ...embeddedReportRoutes,
      {
        element: <PublicLayout />,
        children: [
          ...authRoutes,
          ...joinTeamRoutes,
          ...joinRoutes,
          ...preferencesRoutes,
          ...sourceValidationRoutes,
          ...publicConnectionRoutes,
          ...reportSubscriptionRoutes,
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./providers-signed-in.tsx')).SignedInFrame }),
        children: [
          {
            element: <AppShell />,
            children: [
              ...profileRoutes,
              { path: '/noAccounts', lazy: statusPage('NoAccountsPage') },
              { path: '/deactivated', lazy: statusPage('DeactivatedPage') },
              { path: '/accountChange', element: <Redirect to="/" /> },
              {
                lazy: guard('RequireAccount'),
                children: [
                  { path: '/', lazy: guard('HomeRedirect') },
                  { path: '/admin', element: <Redirect to="/admin/accounts" /> },
                  {
                    lazy: guard('RoleGuard'),
                    children: [
                      ...teamRoutes,
                      ...connectorRoutes,
                      ...verticalRoutes,
                      ...emailListRoutes,
                      ...adminAccountRoutes,
                      ...adminUserRoutes,
                      ...reportManagementRoutes,
                      ...reportGuideRoutes,
                      ...reportRoutes,
                      ...connectionRoutes,
                      ...dataPermissionRoutes,
                      ...locationRoutes,
                      ...reportCalendarRoutes,
                      ...webhookRoutes,
                      ...productTaggingRoutes,
                      ...productDataRoutes,
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
