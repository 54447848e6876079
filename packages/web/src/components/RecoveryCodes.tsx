import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RECOVERY_CODES_FILE_NAME } from '@storelens/contract/domain/identity';
import { downloadText } from '../lib/download.ts';

interface RecoveryCodesProps {
  codes: string[];
  productName: string;
}

/** Builds the text file of recovery codes and hands it to the browser. */
export function downloadRecoveryCodes(codes: string[], productName: string): void {
  const text = [
    `${productName} recovery codes`,
    '',
    'Each code works once, in place of an authenticator code.',
    '',
    ...codes,
    '',
  ].join('\n');
  downloadText(text, RECOVERY_CODES_FILE_NAME, 'text/plain');
}

/** The recovery codes, shown once as 4-dash-4 (spec 1 §9), with a download as a text file. */
export function RecoveryCodes({ codes, productName }: RecoveryCodesProps) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Keep these recovery codes somewhere safe. Each works once when you cannot use your authenticator app. They are
        shown only now.
      </Typography>
      <Paper
        variant="outlined"
        data-testid="recovery-codes"
        sx={{ p: 2, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, fontFamily: 'monospace', mb: 1.5 }}
      >
        {codes.map((code) => (
          <Typography key={code} component="span" sx={{ fontFamily: 'monospace', fontSize: 15 }}>
            {code}
          </Typography>
        ))}
      </Paper>
      <Button startIcon={<DownloadIcon />} variant="outlined" onClick={() => downloadRecoveryCodes(codes, productName)}>
        Download codes
      </Button>
    </Box>
  );
}
