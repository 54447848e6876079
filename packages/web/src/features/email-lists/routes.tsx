import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

/** spec 1 §2 Email List Management; the app mounts it behind the role guard (hasDataManagement). */
export const emailListRoutes: RouteObject[] = [
  {
    path: '/admin/emailListManagement',
    element: page(() => import('./pages/EmailListManagementPage.tsx'), 'EmailListManagementPage'),
  },
];
