import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface PasswordDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  error?: string;
  isPending: boolean;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/** Asks for the password again before a two-factor change (re-authentication). */
export function PasswordDialog({
  open,
  title,
  text,
  confirmLabel,
  error,
  isPending,
  onConfirm,
  onClose,
}: PasswordDialogProps) {
  const [password, setPassword] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" TransitionProps={{ onExited: () => setPassword('') }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(error)}
          helperText={error}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" loading={isPending} disabled={password === ''} onClick={() => onConfirm(password)}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
