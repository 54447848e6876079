import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SOURCE_VALIDATION_ERRORS, SOURCE_VALIDATION_SUCCESS } from '@storelens/contract/api/source-validation';
import type { SourceOAuthBody } from '@storelens/contract/api/sources';
import { useEffect, useRef } from 'react';
import { useSaveSourceCredentials, validationErrorText } from '../api.ts';

interface OAuthReturnProps {
  /** the validation token the provider handed back ('' when missing) */
  token: string;
  /** the body to save, or null when the provider's answer is incomplete or an error */
  body: SourceOAuthBody | null;
}

/**
 * The landing of an OAuth return page: saves what the provider sent, once (the code is single
 * use, so a re-render or React's double effects must not send it twice), then shows the outcome.
 */
export function OAuthReturn({ token, body }: OAuthReturnProps) {
  const save = useSaveSourceCredentials(token);
  const sent = useRef(false);
  const missing = token === '';

  useEffect(() => {
    if (sent.current || missing || body === null) return;
    sent.current = true;
    save.mutate(body);
  }, [missing, body, save]);

  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Finishing your connection
      </Typography>
      {missing ? (
        <Alert severity="error">{SOURCE_VALIDATION_ERRORS.invalidToken.message}</Alert>
      ) : body === null ? (
        <Alert severity="error">{SOURCE_VALIDATION_ERRORS.saveFailed.message}</Alert>
      ) : save.isSuccess ? (
        <Alert severity="success">{SOURCE_VALIDATION_SUCCESS}</Alert>
      ) : save.isError ? (
        <Alert severity="error">{validationErrorText(save.error)}</Alert>
      ) : (
        <Stack alignItems="center" sx={{ py: 2 }}>
          <CircularProgress aria-label="Saving your credentials" />
        </Stack>
      )}
    </>
  );
}
