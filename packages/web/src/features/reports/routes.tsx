import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

const reportsList = () => import('./pages/ReportsPage.tsx');

/** spec 3 §2 Reports, behind the role guard (/reports: active account; /internalReports: system user). */
export const reportRoutes: RouteObject[] = [
  { path: '/reports', element: page(reportsList, 'ReportsPage') },
  { path: '/internalReports', element: page(reportsList, 'InternalReportsPage') },
  { path: '/dashboard/:accountType/:reportSlug', element: page(() => import('./pages/ReportPage.tsx'), 'ReportPage') },
];
