import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';

/**
 * A secret the server answers once (an API key, a webhook's signing secret): the warning, the value and
 * a copy button, until the user says Done. The server keeps only a hash or a sealed copy, so this is
 * the one time it can be read.
 */
export function ShownOnceSecret({
  secret,
  warning,
  copyLabel,
  testId,
  onDone,
}: {
  secret: string;
  warning: ReactNode;
  copyLabel: string;
  testId: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <Alert severity="warning" data-testid={testId}>
      <Typography sx={{ mb: 1 }}>{warning}</Typography>
      <Typography component="code" sx={{ display: 'block', wordBreak: 'break-all', fontFamily: 'monospace', mb: 1 }}>
        {secret}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained" onClick={copy}>
          {copied ? 'Copied' : copyLabel}
        </Button>
        <Button size="small" onClick={onDone}>
          Done
        </Button>
      </Stack>
    </Alert>
  );
}
