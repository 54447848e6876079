import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const CreateInternalUserPage = lazyPage(() => import('./pages/InternalUserFormPage.tsx'), 'CreateInternalUserPage');
const EditInternalUserPage = lazyPage(() => import('./pages/InternalUserFormPage.tsx'), 'EditInternalUserPage');
const InternalUsersPage = lazyPage(() => import('./pages/InternalUsersPage.tsx'), 'InternalUsersPage');

/** spec 1 §2 Internal Users screens; the app mounts them behind the role guard (system admins). */
export const adminUserRoutes: RouteObject[] = [
  { path: '/admin/users', element: <InternalUsersPage /> },
  { path: '/admin/users/create', element: <CreateInternalUserPage /> },
  { path: '/admin/users/:id', element: <EditInternalUserPage /> },
];
