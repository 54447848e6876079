import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const ReportsPage = lazyPage(() => import('./pages/ReportsPage.tsx'), 'ReportsPage');
const InternalReportsPage = lazyPage(() => import('./pages/ReportsPage.tsx'), 'InternalReportsPage');
const ReportPage = lazyPage(() => import('./pages/ReportPage.tsx'), 'ReportPage');

/** spec 3 §2 Reports, behind the role guard (/reports: active account; /internalReports: system user). */
export const reportRoutes: RouteObject[] = [
  { path: '/reports', element: <ReportsPage /> },
  { path: '/internalReports', element: <InternalReportsPage /> },
  { path: '/dashboard/:accountType/:reportSlug', element: <ReportPage /> },
];
