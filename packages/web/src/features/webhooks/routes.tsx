import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

/** An account's signed webhooks, behind the role guard (account admins: the Webhooks sidebar item). */
export const webhookRoutes: RouteObject[] = [
  { path: '/settings/webhooks', element: page(() => import('./pages/WebhooksPage.tsx'), 'WebhooksPage') },
];
