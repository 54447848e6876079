import type { UseMutationResult } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useConfirm } from '../../../components/ConfirmDialog.tsx';

interface RemovalTexts {
  title: string;
  confirmLabel: string;
  /** the confirm dialog's question about the address */
  question: (email: string) => string;
  /** the snackbar once it is gone */
  done: (email: string) => string;
}

/**
 * A list tab's removal of an address: asked first in a destructive confirm dialog, then a snackbar
 * says it is gone or gives the server's refusal. Returns the removal and the dialog to render.
 */
export function useConfirmedRemoval(remove: UseMutationResult<unknown, Error, string>, texts: RemovalTexts) {
  const [confirm, confirmDialog] = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const handleRemove = async (email: string) => {
    const sure = await confirm({
      title: texts.title,
      message: texts.question(email),
      confirmLabel: texts.confirmLabel,
      isDestructive: true,
    });
    if (!sure) return;
    remove.mutate(email, {
      onSuccess: () => enqueueSnackbar(texts.done(email), { variant: 'success' }),
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });
  };
  return [handleRemove, confirmDialog] as const;
}
