import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

/** spec 3 §2 Retail Connect, behind the role guard. */
export const connectionRoutes: RouteObject[] = [
  {
    path: '/settings/retailConnect',
    element: page(() => import('./pages/RetailConnectPage.tsx'), 'RetailConnectPage'),
  },
  // its own chunk like the pages: it reads the current user, which sign-in does not load
  {
    path: '/settings/brandConnect',
    element: page(() => import('./pages/BrandConnectRedirect.tsx'), 'BrandConnectRedirect'),
  },
];

/** spec 2 §2 '/accountConnection': public, dark theme. */
export const publicConnectionRoutes: RouteObject[] = [
  {
    path: '/accountConnection',
    element: page(() => import('./pages/AccountConnectionPage.tsx'), 'AccountConnectionPage'),
  },
];
