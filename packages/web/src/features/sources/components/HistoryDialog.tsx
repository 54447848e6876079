import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { HISTORICAL_DATE_MIN, historicalDateMax } from '@storelens/contract/domain/schedule-options';
import { historicalDateField } from '@storelens/contract/validation/sources';
import { useState } from 'react';
import { DialogSaveActions } from '../../../components/DialogSaveActions.tsx';

export interface HistoryChoice {
  pullHistory: boolean;
  historicalDate: string | null;
}

interface HistoryDialogProps {
  /** the names of the destinations being added */
  added: string[];
  defaultDate: string;
  isPending: boolean;
  onConfirm: (choice: HistoryChoice) => void;
  onCancel: () => void;
}

const dateField = historicalDateField('Historical Date');

/**
 * spec 2 §4: adding destinations to a saved source asks whether to pull historical data for
 * them (a toggle, and a date that is required only when the toggle is on).
 */
export function HistoryDialog({ added, defaultDate, isPending, onConfirm, onCancel }: HistoryDialogProps) {
  const [pullHistory, setPullHistory] = useState(true);
  const [date, setDate] = useState(defaultDate);
  const [error, setError] = useState<string | null>(null);

  const handleConfirm = () => {
    if (!pullHistory) return onConfirm({ pullHistory: false, historicalDate: null });
    const result = dateField.safeParse(date);
    if (!result.success) return setError(result.error.issues[0]?.message ?? null);
    onConfirm({ pullHistory: true, historicalDate: result.data });
  };

  return (
    <Dialog open onClose={isPending ? undefined : onCancel} maxWidth="sm" fullWidth aria-labelledby="history-title">
      <DialogTitle id="history-title">Pull historical data?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          You are adding {added.join(', ')}. Load the source's history into {added.length === 1 ? 'it' : 'them'} as
          well, or deliver only new data from now on.
        </DialogContentText>
        <Stack spacing={2}>
          <FormControlLabel
            label="Pull historical data"
            control={<Switch checked={pullHistory} onChange={(event) => setPullHistory(event.target.checked)} />}
          />
          {pullHistory && (
            <TextField
              type="date"
              label="Historical Date"
              required
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                setError(null);
              }}
              error={error !== null}
              helperText={error ?? `From ${HISTORICAL_DATE_MIN} to today.`}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: HISTORICAL_DATE_MIN, max: historicalDateMax() },
              }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogSaveActions onCancel={onCancel} onSave={handleConfirm} saving={isPending} />
    </Dialog>
  );
}
