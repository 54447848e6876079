import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const FinalizeOAuthPage = lazyPage(() => import('./pages/FinalizeOAuthPage.tsx'), 'FinalizeOAuthPage');
const RunSignupReturnPage = lazyPage(() => import('./pages/RunSignupReturnPage.tsx'), 'RunSignupReturnPage');
const ValidateSourcePage = lazyPage(() => import('./pages/ValidateSourcePage.tsx'), 'ValidateSourcePage');

/** spec 2 §2 public pages of source validation; they sit in the public (dark) layout. */
export const sourceValidationRoutes: RouteObject[] = [
  { path: '/validateSource', element: <ValidateSourcePage /> },
  { path: '/runsignup', element: <RunSignupReturnPage /> },
  { path: '/finalizeOauth', element: <FinalizeOAuthPage /> },
];
