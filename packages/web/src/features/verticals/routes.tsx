import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

const verticalForm = () => import('./pages/VerticalFormPage.tsx');

/** spec 1 §2 Vertical Management; the app mounts them behind the role guard (system admins). */
export const verticalRoutes: RouteObject[] = [
  {
    path: '/admin/verticalManagement',
    element: page(() => import('./pages/VerticalListPage.tsx'), 'VerticalListPage'),
  },
  { path: '/admin/vertical/create', element: page(verticalForm, 'CreateVerticalPage') },
  { path: '/admin/vertical/:id', element: page(verticalForm, 'EditVerticalPage') },
];
