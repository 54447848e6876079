import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PRODUCT_NAME } from '../../lib/product.ts';
import { rememberAccountId } from '../../lib/session.ts';

interface AccountChangedDialogProps {
  /** The account the other sign-in moved to; null keeps the dialog closed. */
  accountId: number | null;
}

/** spec 1 §2 "Status screens": another sign-in changed the account; OK reloads to the root. */
export function AccountChangedDialog({ accountId }: AccountChangedDialogProps) {
  const handleOk = () => {
    // Follow the other sign-in, so that this tab does not switch the user straight back.
    if (accountId !== null) rememberAccountId(accountId);
    window.location.assign('/');
  };

  return (
    // No onClose: the dialog must be acknowledged, it cannot be dismissed.
    <Dialog open={accountId !== null} aria-labelledby="account-changed-title">
      <DialogTitle id="account-changed-title">Account Changed</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You have signed into another account. {PRODUCT_NAME} allows a user to be signed into one account at a time.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={handleOk} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
