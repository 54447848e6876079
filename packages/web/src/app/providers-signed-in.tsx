import { SnackbarProvider } from 'notistack';
import { RequireSession } from './guards.tsx';

/**
 * The signed-in part of the app, as one route module: the session guard inside the snackbars. Only
 * signed-in screens show snackbars, so notistack (8 kB gzip) loads with them and not with sign-in
 *; a snackbar lives as long as the signed-in frame, as it did at the root.
 */
export function SignedInFrame() {
  return (
    <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <RequireSession />
    </SnackbarProvider>
  );
}
