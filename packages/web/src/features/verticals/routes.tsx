import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const CreateVerticalPage = lazyPage(() => import('./pages/VerticalFormPage.tsx'), 'CreateVerticalPage');
const EditVerticalPage = lazyPage(() => import('./pages/VerticalFormPage.tsx'), 'EditVerticalPage');
const VerticalListPage = lazyPage(() => import('./pages/VerticalListPage.tsx'), 'VerticalListPage');

/** spec 1 §2 Vertical Management; the app mounts them behind the role guard (system admins). */
export const verticalRoutes: RouteObject[] = [
  { path: '/admin/verticalManagement', element: <VerticalListPage /> },
  { path: '/admin/vertical/create', element: <CreateVerticalPage /> },
  { path: '/admin/vertical/:id', element: <EditVerticalPage /> },
];
