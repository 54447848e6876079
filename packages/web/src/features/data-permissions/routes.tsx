import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const DataPermissionsPage = lazyPage(() => import('./pages/DataPermissionsPage.tsx'), 'DataPermissionsPage');

/** spec 3 §2 Data Permissions, behind the role guard (retail account admin, page accountConnections). */
export const dataPermissionRoutes: RouteObject[] = [
  { path: '/settings/dataPermissions', element: <DataPermissionsPage /> },
];
