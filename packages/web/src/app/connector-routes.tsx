import type { RouteObject } from 'react-router';
import { lazyPage } from '../components/lazyPage.tsx';
import { Redirect } from '../components/Redirect.tsx';

const CreateDestinationPage = lazyPage(
  () => import('../features/destinations/pages/DestinationFormPage.tsx'),
  'CreateDestinationPage',
);
const EditDestinationPage = lazyPage(
  () => import('../features/destinations/pages/DestinationFormPage.tsx'),
  'EditDestinationPage',
);
const CreateSourcePage = lazyPage(() => import('../features/sources/pages/SourceFormPage.tsx'), 'CreateSourcePage');
const EditSourcePage = lazyPage(() => import('../features/sources/pages/SourceFormPage.tsx'), 'EditSourcePage');
const ConnectorsDashboardPage = lazyPage(
  () => import('./pages/ConnectorsDashboardPage.tsx'),
  'ConnectorsDashboardPage',
);

/** spec 2 §2 "Connector screens"; the app mounts them behind the role guard. */
export const connectorRoutes: RouteObject[] = [
  { path: '/connectors', element: <ConnectorsDashboardPage /> },
  { path: '/connectors/sources', element: <Redirect to="/connectors/sources/create" /> },
  { path: '/connectors/sources/create', element: <CreateSourcePage /> },
  { path: '/connectors/sources/edit/:id', element: <EditSourcePage /> },
  { path: '/connectors/destinations', element: <Redirect to="/connectors/destinations/create" /> },
  { path: '/connectors/destinations/create', element: <CreateDestinationPage /> },
  { path: '/connectors/destinations/edit/:id', element: <EditDestinationPage /> },
];
