import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResyncBody, type SourceRunAnswer } from '@storelens/contract/api/source-runs';
import { SYNC_STREAM_LABELS, type SyncStream } from '@storelens/contract/domain/source-health';
import { useController, useForm } from 'react-hook-form';
import { DialogSaveActions } from '../../../components/DialogSaveActions.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { showServerErrors } from '../../../components/form/server-errors.ts';
import { useResyncSource } from '../run-api.ts';

interface ResyncDialogProps {
  accountId: number;
  sourceId: number;
  /** the streams the source pulls */
  streams: SyncStream[];
  onDone: (answer: SourceRunAnswer) => void;
  onCancel: () => void;
}

/**
 * Re-sync: choose streams and a date; only those streams are pulled again from that date, the
 * others and every destination's place stay as they are, and only changed records are delivered.
 */
export function ResyncDialog({ accountId, sourceId, streams, onDone, onCancel }: ResyncDialogProps) {
  const resync = useResyncSource(accountId, sourceId);
  const { control, handleSubmit, setError, formState } = useForm<ResyncBody>({
    resolver: zodResolver(ResyncBody),
    defaultValues: { streams: [], since: '' },
  });
  const chosen = useController({ control, name: 'streams' });
  const toggle = (stream: SyncStream, on: boolean) =>
    chosen.field.onChange(
      on
        ? streams.filter((s) => s === stream || chosen.field.value.includes(s))
        : chosen.field.value.filter((s) => s !== stream),
    );
  const submit = handleSubmit((body) =>
    resync.mutate(body, { onSuccess: onDone, onError: (error) => showServerErrors(error, setError) }),
  );

  return (
    <Dialog open onClose={onCancel} aria-labelledby="resync-title" maxWidth="xs" fullWidth>
      <DialogTitle id="resync-title">Re-sync streams</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            The chosen streams are pulled again from the date below. Other streams and the destinations' progress are
            left as they are; destinations receive only records that changed.
          </Typography>
          {formState.errors.root && <Alert severity="error">{formState.errors.root.message}</Alert>}
          <FormControl error={Boolean(chosen.fieldState.error)} component="fieldset">
            <FormLabel component="legend">Streams</FormLabel>
            <FormGroup>
              {streams.map((stream) => (
                <FormControlLabel
                  key={stream}
                  label={SYNC_STREAM_LABELS[stream]}
                  control={
                    <Checkbox
                      checked={chosen.field.value.includes(stream)}
                      onChange={(event) => toggle(stream, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
            {chosen.fieldState.error && <FormHelperText>{chosen.fieldState.error.message}</FormHelperText>}
          </FormControl>
          <FormTextField
            control={control}
            name="since"
            label="Since"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogSaveActions
        onCancel={onCancel}
        onSave={() => void submit()}
        saving={resync.isPending}
        saveLabel="Re-sync"
      />
    </Dialog>
  );
}
