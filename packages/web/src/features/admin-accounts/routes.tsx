import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

const accountForm = () => import('./pages/AccountFormPage.tsx');

/** spec 1 §2 admin account screens; the app mounts them behind the role guard (hasAccounts). */
export const adminAccountRoutes: RouteObject[] = [
  { path: '/admin/accounts', element: page(() => import('./pages/AdminAccountsPage.tsx'), 'AdminAccountsPage') },
  { path: '/admin/accounts/create', element: page(accountForm, 'CreateAccountPage') },
  { path: '/admin/accounts/:id', element: page(accountForm, 'EditAccountPage') },
];
