import type { RouteObject } from 'react-router';
import { CreateInternalUserPage, EditInternalUserPage } from './pages/InternalUserFormPage.tsx';
import { InternalUsersPage } from './pages/InternalUsersPage.tsx';

/** spec 1 §2 Internal Users screens; the app mounts them behind the role guard (system admins). */
export const adminUserRoutes: RouteObject[] = [
  { path: '/admin/users', element: <InternalUsersPage /> },
  { path: '/admin/users/create', element: <CreateInternalUserPage /> },
  { path: '/admin/users/:id', element: <EditInternalUserPage /> },
];
