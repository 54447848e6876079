import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const GuideListPage = lazyPage(() => import('./pages/GuideListPage.tsx'), 'GuideListPage');
const GuideEditPage = lazyPage(() => import('./pages/GuideEditPage.tsx'), 'GuideEditPage');

/** spec 1 §2 Reports Admin (guides); the app mounts them behind the role guard (hasReportsManagement). */
export const reportGuideRoutes: RouteObject[] = [
  { path: '/admin/reports', element: <GuideListPage /> },
  { path: '/admin/reports/:id/edit', element: <GuideEditPage /> },
];
