import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CONNECTION_ERRORS } from '@storelens/contract/api/connections';
import { useSearchParams } from 'react-router';
import { PublicHeading } from '../../../components/PublicHeading.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAnswerConnection } from '../api.ts';

/** spec 2 §8: the texts of the link's failures. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.code === CONNECTION_ERRORS.invalidToken.error)
    return CONNECTION_ERRORS.invalidToken.message;
  if (error instanceof ApiError && error.code === CONNECTION_ERRORS.notPending.error)
    return CONNECTION_ERRORS.notPending.message;
  return CONNECTION_ERRORS.saveFailed.message;
}

/**
 * spec 2 §2 '/accountConnection?t={token}&a=a|r' (public, dark theme): answers a brand's request.
 * The answer is sent by a button, not on opening: mail scanners open links, and must not approve
 * anything by doing so.
 */
export function AccountConnectionPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const action = params.get('a');
  const answer = useAnswerConnection();
  const accept = action === 'a';
  const valid = token !== '' && (action === 'a' || action === 'r');

  return (
    <>
      <PublicHeading
        title="Connection request"
        subtitle={
          accept
            ? 'Accepting shares your data with the brand, as your data permissions allow.'
            : 'Rejecting declines the brand’s request; nothing is shared.'
        }
      />
      <Stack spacing={2.5}>
        {!valid && <Alert severity="error">{CONNECTION_ERRORS.invalidToken.message}</Alert>}
        {answer.isError && <Alert severity="error">{failureText(answer.error)}</Alert>}
        {answer.isSuccess && (
          <Alert severity="success" data-testid="connection-outcome">
            {answer.data.message}
          </Alert>
        )}
        {valid && !answer.isSuccess && (
          <Button
            variant="contained"
            size="large"
            color={accept ? 'primary' : 'error'}
            loading={answer.isPending}
            onClick={() => answer.mutate({ token, response: accept ? 'a' : 'r' })}
          >
            {accept ? 'Accept the request' : 'Reject the request'}
          </Button>
        )}
      </Stack>
    </>
  );
}
