import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

/** The email preferences page a mail's link opens: public, in the dark layout. */
export const preferencesRoutes: RouteObject[] = [
  { path: '/preferences', element: page(() => import('./pages/PreferencesPage.tsx'), 'PreferencesPage') },
];
