import type { RouteObject } from 'react-router';
import { CreateAccountPage, EditAccountPage } from './pages/AccountFormPage.tsx';
import { AdminAccountsPage } from './pages/AdminAccountsPage.tsx';

/** spec 1 §2 admin account screens; the app mounts them behind the role guard (hasAccounts). */
export const adminAccountRoutes: RouteObject[] = [
  { path: '/admin/accounts', element: <AdminAccountsPage /> },
  { path: '/admin/accounts/create', element: <CreateAccountPage /> },
  { path: '/admin/accounts/:id', element: <EditAccountPage /> },
];
