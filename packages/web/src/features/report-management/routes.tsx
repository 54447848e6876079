import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const ReportManagementPage = lazyPage(() => import('./pages/ReportManagementPage.tsx'), 'ReportManagementPage');
const CreateReportPage = lazyPage(() => import('./pages/ReportFormPage.tsx'), 'CreateReportPage');
const EditReportPage = lazyPage(() => import('./pages/ReportFormPage.tsx'), 'EditReportPage');

/** spec 1 §2 Report Management; the app mounts them behind the role guard (system admins). */
export const reportManagementRoutes: RouteObject[] = [
  { path: '/admin/reportManagement', element: <ReportManagementPage /> },
  { path: '/admin/reports/create', element: <CreateReportPage /> },
  { path: '/admin/reports/:verticalId/:accountType/:path', element: <EditReportPage /> },
];
