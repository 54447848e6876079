import { useSnackbar } from 'notistack';
import { ApiError } from '../lib/api.ts';

/** A refused action told in an error snackbar: the server's words, or the unknown-error text. */
export function useErrorSnackbar(): (error: unknown) => void {
  const { enqueueSnackbar } = useSnackbar();
  return (error) => {
    enqueueSnackbar(error instanceof ApiError ? error.message : 'An unknown error has occurred.', { variant: 'error' });
  };
}
