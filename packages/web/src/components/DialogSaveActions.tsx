import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface DialogSaveActionsProps {
  onCancel: () => void;
  onSave: () => void;
  /** the save is under way: Save spins, Cancel waits for it */
  saving: boolean;
  saveLabel?: string;
}

/** A dialog's Cancel and Save buttons. */
export const DialogSaveActions = ({ onCancel, onSave, saving, saveLabel = 'Save' }: DialogSaveActionsProps) => (
  <DialogActions sx={{ px: 3, pb: 2 }}>
    <Button onClick={onCancel} color="inherit" disabled={saving}>
      Cancel
    </Button>
    <Button variant="contained" onClick={onSave} loading={saving}>
      {saveLabel}
    </Button>
  </DialogActions>
);
