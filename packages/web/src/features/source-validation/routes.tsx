import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

/** spec 2 §2 public pages of source validation; they sit in the public (dark) layout. */
export const sourceValidationRoutes: RouteObject[] = [
  { path: '/validateSource', element: page(() => import('./pages/ValidateSourcePage.tsx'), 'ValidateSourcePage') },
  { path: '/runsignup', element: page(() => import('./pages/RunSignupReturnPage.tsx'), 'RunSignupReturnPage') },
  { path: '/finalizeOauth', element: page(() => import('./pages/FinalizeOAuthPage.tsx'), 'FinalizeOAuthPage') },
];
