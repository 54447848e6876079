import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

/** spec 1 §2 the signed-in user's profile: in the shell, above the account layer. */
export const profileRoutes: RouteObject[] = [
  { path: '/profile', element: page(() => import('./pages/ProfilePage.tsx'), 'ProfilePage') },
];
