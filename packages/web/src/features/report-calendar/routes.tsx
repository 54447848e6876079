import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

/** The account's report calendar, behind the role guard (account admins: the Report Calendar sidebar item). */
export const reportCalendarRoutes: RouteObject[] = [
  {
    path: '/settings/reportCalendar',
    element: page(() => import('./pages/ReportCalendarPage.tsx'), 'ReportCalendarPage'),
  },
];
