import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SourceListItem } from '@storelens/contract/api/sources';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { saveErrorText } from '../../../lib/connector-format.ts';
import { useSetSourceActive } from '../api.ts';

interface SourceStateSwitchProps {
  accountId: number;
  source: SourceListItem;
}

/** spec 2 §2, §4: active or disabled, switched after a confirmation; declining puts the switch back. */
export function SourceStateSwitch({ accountId, source }: SourceStateSwitchProps) {
  const setActive = useSetSourceActive(accountId);
  const { enqueueSnackbar } = useSnackbar();
  // the state asked for while the confirmation is open (or the call runs)
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? source.active;

  const handleConfirm = () => {
    if (pending === null) return;
    setActive.mutate(
      { id: source.id, active: pending },
      {
        onSuccess: () =>
          enqueueSnackbar(`${source.name} is ${pending ? 'active' : 'disabled'}.`, {
            variant: 'success',
            autoHideDuration: 2000,
          }),
        onError: (error) => enqueueSnackbar(saveErrorText(error), { variant: 'error' }),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <>
      <FormControlLabel
        label={checked ? 'Active' : 'Disabled'}
        slotProps={{ typography: { variant: 'body2', color: checked ? 'text.primary' : 'text.secondary' } }}
        control={
          <Switch
            size="small"
            checked={checked}
            onChange={(event) => setPending(event.target.checked)}
            disabled={setActive.isPending}
            slotProps={{ input: { 'aria-label': `${source.name} active` } }}
          />
        }
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? 'Enable source?' : 'Disable source?'}
        message={
          pending
            ? `${source.name} will pull data again on its schedule.`
            : `${source.name} will stop pulling data until it is enabled again.`
        }
        confirmLabel={pending ? 'Enable' : 'Disable'}
        isDestructive={pending === false}
        isPending={setActive.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
