import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

/** spec 1 §2 joining a team from its invitation: public, in the dark layout. */
export const joinTeamRoutes: RouteObject[] = [
  { path: '/join/team/:token', element: page(() => import('./pages/JoinTeamPage.tsx'), 'JoinTeamPage') },
];

/** spec 1 §2 the account's users, behind the role guard. */
export const teamRoutes: RouteObject[] = [
  { path: '/settings/users', element: page(() => import('./pages/TeamUsersPage.tsx'), 'TeamUsersPage') },
];
