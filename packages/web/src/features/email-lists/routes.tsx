import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const EmailListManagementPage = lazyPage(
  () => import('./pages/EmailListManagementPage.tsx'),
  'EmailListManagementPage',
);

/** spec 1 §2 Email List Management; the app mounts it behind the role guard (hasDataManagement). */
export const emailListRoutes: RouteObject[] = [
  { path: '/admin/emailListManagement', element: <EmailListManagementPage /> },
];
