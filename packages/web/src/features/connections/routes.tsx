import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const RetailConnectPage = lazyPage(() => import('./pages/RetailConnectPage.tsx'), 'RetailConnectPage');
const AccountConnectionPage = lazyPage(() => import('./pages/AccountConnectionPage.tsx'), 'AccountConnectionPage');
// its own chunk like the pages: it reads the current user, which sign-in does not load
const BrandConnectRedirect = lazyPage(() => import('./pages/BrandConnectRedirect.tsx'), 'BrandConnectRedirect');

const DataPermissionsPage = lazyPage(() => import('./pages/DataPermissionsPage.tsx'), 'DataPermissionsPage');

/** spec 3 §2 Retail Connect, behind the role guard. */
export const connectionRoutes: RouteObject[] = [
  { path: '/settings/retailConnect', element: <RetailConnectPage /> },
  { path: '/settings/brandConnect', element: <BrandConnectRedirect /> },
];

/** spec 2 §2 '/accountConnection': public, dark theme. */
export const publicConnectionRoutes: RouteObject[] = [
  { path: '/accountConnection', element: <AccountConnectionPage /> },
];

/** spec 3 §2 Data Permissions, behind the role guard (retail account admin, page accountConnections). */
export const dataPermissionRoutes: RouteObject[] = [
  { path: '/settings/dataPermissions', element: <DataPermissionsPage /> },
];
