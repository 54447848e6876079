import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { splitMultipleValues } from '../tag-rule-form-values.ts';

/** spec 3 §5 'Add Multiple Values': one value a line; blank first and last lines are trimmed. */
export function AddMultipleValuesDialog({
  onAdd,
  onClose,
}: {
  onAdd: (values: string[]) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="multiple-values-title">
      <DialogTitle id="multiple-values-title">Add Multiple Values</DialogTitle>
      <DialogContent>
        <TextField
          sx={{ mt: 1 }}
          label="Values (one per line)"
          multiline
          minRows={6}
          fullWidth
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            onAdd(splitMultipleValues(text));
            onClose();
          }}
        >
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
