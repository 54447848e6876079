import { EMBED_PATH } from '@storelens/contract/domain/report-embed';
import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

/** The built-in report pages, shown in the report screen's frame: no shell, no session (the token decides). */
export const embeddedReportRoutes: RouteObject[] = [
  { path: `${EMBED_PATH}/:key`, element: page(() => import('./pages/EmbeddedReportPage.tsx'), 'EmbeddedReportPage') },
];
