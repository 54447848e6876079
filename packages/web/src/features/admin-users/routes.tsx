import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

const userForm = () => import('./pages/InternalUserFormPage.tsx');

/** spec 1 §2 Internal Users screens; the app mounts them behind the role guard (system admins). */
export const adminUserRoutes: RouteObject[] = [
  { path: '/admin/users', element: page(() => import('./pages/InternalUsersPage.tsx'), 'InternalUsersPage') },
  { path: '/admin/users/create', element: page(userForm, 'CreateInternalUserPage') },
  { path: '/admin/users/:id', element: page(userForm, 'EditInternalUserPage') },
];
