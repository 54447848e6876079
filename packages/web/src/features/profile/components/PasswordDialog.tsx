import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api.ts';

/** A refused re-authentication: the password field's message, or the refusal's. */
export const passwordErrorText = (error: unknown) =>
  error instanceof ApiError ? (error.fields.password ?? error.message) : undefined;

interface PasswordDialogProps<A> {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** the change the password confirms: sent with the password, its refusal shown on the field */
  call: Pick<UseMutationResult<A, Error, string>, 'mutate' | 'reset' | 'isPending' | 'error'>;
  /** closes the dialog: on Cancel, and once the change is made */
  onClose: () => void;
  /** the change is made (after the dialog closed) */
  onDone: (answer: A) => void;
}

/** Asks for the password again before a two-factor change (re-authentication), then makes it. */
export function PasswordDialog<A>({ open, title, text, confirmLabel, call, onClose, onDone }: PasswordDialogProps<A>) {
  const [password, setPassword] = useState('');
  const error = passwordErrorText(call.error);
  const cancel = () => {
    call.reset();
    onClose();
  };
  const confirm = () =>
    call.mutate(password, {
      onSuccess: (answer) => {
        onClose();
        onDone(answer);
      },
    });
  return (
    <Dialog open={open} onClose={cancel} fullWidth maxWidth="xs" TransitionProps={{ onExited: () => setPassword('') }}>
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
        <Button onClick={cancel}>Cancel</Button>
        <Button variant="contained" loading={call.isPending} disabled={password === ''} onClick={confirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
