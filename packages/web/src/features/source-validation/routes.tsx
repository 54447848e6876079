import type { RouteObject } from 'react-router';
import { FinalizeOAuthPage } from './pages/FinalizeOAuthPage.tsx';
import { RunSignupReturnPage } from './pages/RunSignupReturnPage.tsx';
import { ValidateSourcePage } from './pages/ValidateSourcePage.tsx';

/** spec 2 §2 public pages of source validation; they sit in the public (dark) layout. */
export const sourceValidationRoutes: RouteObject[] = [
  { path: '/validateSource', element: <ValidateSourcePage /> },
  { path: '/runsignup', element: <RunSignupReturnPage /> },
  { path: '/finalizeOauth', element: <FinalizeOAuthPage /> },
];
