import type { RouteObject } from 'react-router';
import { Redirect } from '../components/Redirect.tsx';
import { CreateDestinationPage, EditDestinationPage } from '../features/destinations/pages/DestinationFormPage.tsx';
import { CreateSourcePage, EditSourcePage } from '../features/sources/pages/SourceFormPage.tsx';
import { ConnectorsDashboardPage } from './pages/ConnectorsDashboardPage.tsx';

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
