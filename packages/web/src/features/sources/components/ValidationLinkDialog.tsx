import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';

interface ValidationLinkDialogProps {
  sourceName: string;
  token: string;
  onClose: () => void;
}

/** The link to /validateSource?t={token} where the source's credentials are supplied (spec 2 §4). */
export function ValidationLinkDialog({ sourceName, token, onClose }: ValidationLinkDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const link = `${window.location.origin}/validateSource?t=${encodeURIComponent(token)}`;
  const handleCopy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    enqueueSnackbar('Link copied.', { variant: 'success', autoHideDuration: 2000 });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="validation-title">
      <DialogTitle id="validation-title">Finish connecting {sourceName}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The source is saved. Its credentials are supplied through this link: open it, or send it to the person who can
          sign in to the service. Until then the source reads "setup has not been completed".
        </DialogContentText>
        <TextField
          label="Validation link"
          value={link}
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'validation-link' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label="Copy link" onClick={handleCopy} edge="end">
                    <ContentCopyIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button href={link} target="_blank" rel="noopener">
          Open link
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
