import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CONNECTION_NOTE_MAX } from '@storelens/contract/api/connections';
import { useEffect, useState } from 'react';

export interface NoteDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** the retailers the request goes to */
  names: string[];
  isPending: boolean;
  onSend: (note: string) => void;
  onCancel: () => void;
}

/** Request or resend access with a note (spec 3 §4: "A pending request can be resent with a note"). */
export function NoteDialog({ open, title, confirmLabel, names, isPending, onSend, onCancel }: NoteDialogProps) {
  const [note, setNote] = useState('');
  useEffect(() => {
    if (open) setNote('');
  }, [open]);
  const tooLong = note.length > CONNECTION_NOTE_MAX;
  return (
    <Dialog open={open} onClose={isPending ? undefined : onCancel} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>To: {names.join(', ')}</DialogContentText>
        <TextField
          label="Note"
          multiline
          minRows={3}
          fullWidth
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={tooLong}
          helperText={
            tooLong ? `Note must have at most ${CONNECTION_NOTE_MAX} letters` : 'Sent to the retailer with the request'
          }
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isPending} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" loading={isPending} disabled={tooLong} onClick={() => onSend(note.trim())}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
