import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const LocationsPage = lazyPage(() => import('./pages/LocationsPage.tsx'), 'LocationsPage');
const LocationEditPage = lazyPage(() => import('./pages/LocationEditPage.tsx'), 'LocationEditPage');

/** spec 3 §2 Locations, behind the role guard (retail account admin, page locations). */
export const locationRoutes: RouteObject[] = [
  { path: '/settings/locations', element: <LocationsPage /> },
  { path: '/settings/locations/edit/:accountSourceId/:storeId', element: <LocationEditPage /> },
];
