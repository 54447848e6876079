import type { UseMutationResult } from '@tanstack/react-query';
import { type OptionsObject, useSnackbar } from 'notistack';
import { saveErrorText } from '../../lib/connector-format.ts';
import { useConfirm } from '../ConfirmDialog.tsx';

interface DeleteRequest<TId> {
  id: TId;
  /** the row's name, in the snackbar once it is gone */
  name: string;
  title: string;
  message: string;
}

/**
 * A list row's delete: asked first in a destructive confirm dialog, then a snackbar says it is gone
 * or why not (`errorOptions`, e.g. a refusal the user has to act on stays until dismissed).
 * Returns the delete and the dialog to render with the row.
 */
export function useConfirmedDelete<TId>(
  mutation: UseMutationResult<unknown, Error, TId>,
  errorOptions: OptionsObject = {},
) {
  const { enqueueSnackbar } = useSnackbar();
  const [confirm, confirmDialog] = useConfirm();
  const remove = async ({ id, name, title, message }: DeleteRequest<TId>) => {
    if (!(await confirm({ title, message, confirmLabel: 'Delete', isDestructive: true }))) return;
    mutation.mutate(id, {
      onSuccess: () => enqueueSnackbar(`${name} was deleted.`, { variant: 'success', autoHideDuration: 2000 }),
      onError: (error) => enqueueSnackbar(saveErrorText(error), { variant: 'error', ...errorOptions }),
    });
  };
  return [remove, confirmDialog] as const;
}
