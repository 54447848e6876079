import type { RouteObject } from 'react-router';
import { CreateVerticalPage, EditVerticalPage } from './pages/VerticalFormPage.tsx';
import { VerticalListPage } from './pages/VerticalListPage.tsx';

/** spec 1 §2 Vertical Management; the app mounts them behind the role guard (system admins). */
export const verticalRoutes: RouteObject[] = [
  { path: '/admin/verticalManagement', element: <VerticalListPage /> },
  { path: '/admin/vertical/create', element: <CreateVerticalPage /> },
  { path: '/admin/vertical/:id', element: <EditVerticalPage /> },
];
