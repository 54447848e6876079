import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

/** The report email's unsubscribe link: a public page (no session; its token decides). */
export const reportSubscriptionRoutes: RouteObject[] = [
  { path: '/unsubscribe/:token', element: page(() => import('./pages/UnsubscribePage.tsx'), 'UnsubscribePage') },
];
