import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const CreateAccountPage = lazyPage(() => import('./pages/AccountFormPage.tsx'), 'CreateAccountPage');
const EditAccountPage = lazyPage(() => import('./pages/AccountFormPage.tsx'), 'EditAccountPage');
const AdminAccountsPage = lazyPage(() => import('./pages/AdminAccountsPage.tsx'), 'AdminAccountsPage');

/** spec 1 §2 admin account screens; the app mounts them behind the role guard (hasAccounts). */
export const adminAccountRoutes: RouteObject[] = [
  { path: '/admin/accounts', element: <AdminAccountsPage /> },
  { path: '/admin/accounts/create', element: <CreateAccountPage /> },
  { path: '/admin/accounts/:id', element: <EditAccountPage /> },
];
