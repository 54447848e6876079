import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ComponentType, lazy, type ReactElement, type ReactNode, Suspense } from 'react';

/**
 * What a page shows while its code loads: a spinner where the page will be. The frame around it
 * (the shell's bars, the public card) is already drawn, so the fallback fills only the page's place.
 */
export function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/**
 * A route's page loaded on first visit: each page is its own chunk, so the sign-in
 * page never downloads the code of the screens behind it. A routes file uses it through `page`.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode = <PageLoading />,
): ComponentType {
  // a page takes no props: its route gives it none
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  function LazyPage() {
    return (
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}

/**
 * A route's element whose page loads on first visit (see lazyPage), so a route is one line:
 *
 *   { path: '/settings/users', element: page(() => import('./pages/TeamUsersPage.tsx'), 'TeamUsersPage') }
 *
 * Call it where the routes are declared (once, at module level), never while rendering: each call
 * makes a new lazy component.
 */
export function page<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  fallback?: ReactNode,
): ReactElement {
  const Page = lazyPage(load, name, fallback);
  return <Page />;
}
