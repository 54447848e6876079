import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';

/** spec 1 §2 sign-in, reset and invitation pages: public, in the dark layout. Sign-in alone is not lazy. */
export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/reset', element: page(() => import('./pages/ResetPage.tsx'), 'ResetPage') },
  { path: '/changePassword', element: page(() => import('./pages/ChangePasswordPage.tsx'), 'ChangePasswordPage') },
  { path: '/join/admin/:token', element: page(() => import('./pages/AdminJoinPage.tsx'), 'AdminJoinPage') },
];

/** spec 1 §2 an invited user's join page: public, after the team's join page in the layout. */
export const joinRoutes: RouteObject[] = [
  { path: '/join/:token', element: page(() => import('./pages/JoinPage.tsx'), 'JoinPage') },
];
