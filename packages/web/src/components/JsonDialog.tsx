import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** spec 1 §8: what a failed import says. */
export const INVALID_JSON = 'Invalid JSON';

type JsonDialogProps =
  | {
      mode: 'export';
      open: boolean;
      title?: string;
      /** the value shown, pretty-printed, for copying */
      value: unknown;
      onClose: () => void;
    }
  | {
      mode: 'import';
      open: boolean;
      title?: string;
      /**
       * Receives the parsed JSON. Answer a message to keep the dialog open with that message
       * (a value of the wrong shape, say); answer nothing to close it.
       */
      onImport: (value: unknown) => string | undefined;
      onClose: () => void;
    };

/**
 * Export shows a value as JSON to copy; Import takes pasted JSON and answers 'Invalid JSON' when
 * it cannot be parsed (spec 1 §2 vertical and report forms, §8). Generic: any form can use it.
 */
export function JsonDialog(props: JsonDialogProps) {
  const { open, mode, onClose } = props;
  const exported = mode === 'export' ? JSON.stringify(props.value, null, 2) : '';
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (open) {
      setText('');
      setError(null);
      setCopied(false);
    }
  }, [open]);

  const handleImport = () => {
    if (props.mode !== 'import') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      setError(INVALID_JSON);
      return;
    }
    const refusal = props.onImport(parsed);
    if (typeof refusal === 'string') setError(refusal);
    else onClose();
  };

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(exported);
      setCopied(true);
    } catch {
      // no clipboard (an insecure page, say): the text stays selectable
      setCopied(false);
    }
  };

  const title = props.title ?? (mode === 'export' ? 'Export' : 'Import');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="json-dialog-title">
      <DialogTitle id="json-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {mode === 'export' ? (
          <TextField
            label="JSON"
            value={exported}
            multiline
            fullWidth
            minRows={12}
            maxRows={24}
            margin="dense"
            slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Exported JSON', spellCheck: false } }}
            onFocus={(event) => event.target.select()}
          />
        ) : (
          <TextField
            label="JSON"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            multiline
            fullWidth
            minRows={12}
            maxRows={24}
            margin="dense"
            autoFocus
            error={error !== null}
            helperText={error ?? 'Paste the JSON to import'}
            slotProps={{ htmlInput: { 'aria-label': 'JSON to import', spellCheck: false } }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {mode === 'export' ? 'Close' : 'Cancel'}
        </Button>
        {mode === 'export' ? (
          <Button variant="contained" onClick={handleCopy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        ) : (
          <Button variant="contained" onClick={handleImport}>
            Import
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** True for a JSON object (not a list, not null): the only shape a form imports. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface ImportExportButtonsProps {
  /** what Export shows, read when it opens */
  exportValue: () => unknown;
  onImport: (value: unknown) => string | undefined;
}

/** A form's Import and Export buttons (spec 1 §2 vertical and report forms), each opening its JSON dialog. */
export function ImportExportButtons({ exportValue, onImport }: ImportExportButtonsProps) {
  const [dialog, setDialog] = useState<'import' | 'export' | null>(null);
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => setDialog('import')}>
        Import
      </Button>
      <Button variant="outlined" onClick={() => setDialog('export')}>
        Export
      </Button>
      {dialog === 'export' && <JsonDialog mode="export" open value={exportValue()} onClose={() => setDialog(null)} />}
      <JsonDialog mode="import" open={dialog === 'import'} onImport={onImport} onClose={() => setDialog(null)} />
    </Stack>
  );
}
