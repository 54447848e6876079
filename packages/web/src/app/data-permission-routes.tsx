import type { RouteObject } from 'react-router';
import { page } from '../components/lazyPage.tsx';

/** spec 3 §2 Data Permissions, behind the role guard (retail account admin, page accountConnections). */
export const dataPermissionRoutes: RouteObject[] = [
  {
    path: '/settings/dataPermissions',
    element: page(() => import('./pages/DataPermissionsPage.tsx'), 'DataPermissionsPage'),
  },
];
