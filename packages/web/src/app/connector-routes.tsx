import type { RouteObject } from 'react-router';
import { page } from '../components/lazyPage.tsx';
import { Redirect } from '../components/Redirect.tsx';

const destinationForm = () => import('../features/destinations/pages/DestinationFormPage.tsx');
const sourceForm = () => import('../features/sources/pages/SourceFormPage.tsx');

/** spec 2 §2 "Connector screens"; the app mounts them behind the role guard. */
export const connectorRoutes: RouteObject[] = [
  {
    path: '/connectors',
    element: page(() => import('./pages/ConnectorsDashboardPage.tsx'), 'ConnectorsDashboardPage'),
  },
  { path: '/connectors/sources', element: <Redirect to="/connectors/sources/create" /> },
  { path: '/connectors/sources/create', element: page(sourceForm, 'CreateSourcePage') },
  { path: '/connectors/sources/edit/:id', element: page(sourceForm, 'EditSourcePage') },
  { path: '/connectors/destinations', element: <Redirect to="/connectors/destinations/create" /> },
  { path: '/connectors/destinations/create', element: page(destinationForm, 'CreateDestinationPage') },
  { path: '/connectors/destinations/edit/:id', element: page(destinationForm, 'EditDestinationPage') },
];
