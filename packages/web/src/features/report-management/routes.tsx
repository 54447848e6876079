import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const ReportManagementPage = lazyPage(() => import('./pages/ReportManagementPage.tsx'), 'ReportManagementPage');
const CreateReportPage = lazyPage(() => import('./pages/ReportFormPage.tsx'), 'CreateReportPage');
const EditReportPage = lazyPage(() => import('./pages/ReportFormPage.tsx'), 'EditReportPage');

const GuideListPage = lazyPage(() => import('./pages/GuideListPage.tsx'), 'GuideListPage');
const GuideEditPage = lazyPage(() => import('./pages/GuideEditPage.tsx'), 'GuideEditPage');

/** spec 1 §2 Report Management; the app mounts them behind the role guard (system admins). */
export const reportManagementRoutes: RouteObject[] = [
  { path: '/admin/reportManagement', element: <ReportManagementPage /> },
  { path: '/admin/reports/create', element: <CreateReportPage /> },
  { path: '/admin/reports/:verticalId/:accountType/:path', element: <EditReportPage /> },
];

/** spec 1 §2 Reports Admin (guides); the app mounts them behind the role guard (hasReportsManagement). */
export const reportGuideRoutes: RouteObject[] = [
  { path: '/admin/reports', element: <GuideListPage /> },
  { path: '/admin/reports/:id/edit', element: <GuideEditPage /> },
];
