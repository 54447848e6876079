import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

/** spec 3 §2 Locations, behind the role guard (retail account admin, page locations). */
export const locationRoutes: RouteObject[] = [
  { path: '/settings/locations', element: page(() => import('./pages/LocationsPage.tsx'), 'LocationsPage') },
  {
    path: '/settings/locations/edit/:accountSourceId/:storeId',
    element: page(() => import('./pages/LocationEditPage.tsx'), 'LocationEditPage'),
  },
];
