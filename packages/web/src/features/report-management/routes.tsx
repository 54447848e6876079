import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

const reportForm = () => import('./pages/ReportFormPage.tsx');

/** spec 1 §2 Report Management; the app mounts them behind the role guard (system admins). */
export const reportManagementRoutes: RouteObject[] = [
  {
    path: '/admin/reportManagement',
    element: page(() => import('./pages/ReportManagementPage.tsx'), 'ReportManagementPage'),
  },
  { path: '/admin/reports/create', element: page(reportForm, 'CreateReportPage') },
  { path: '/admin/reports/:verticalId/:accountType/:path', element: page(reportForm, 'EditReportPage') },
];

/** spec 1 §2 Reports Admin (guides); the app mounts them behind the role guard (hasReportsManagement). */
export const reportGuideRoutes: RouteObject[] = [
  { path: '/admin/reports', element: page(() => import('./pages/GuideListPage.tsx'), 'GuideListPage') },
  { path: '/admin/reports/:id/edit', element: page(() => import('./pages/GuideEditPage.tsx'), 'GuideEditPage') },
];
