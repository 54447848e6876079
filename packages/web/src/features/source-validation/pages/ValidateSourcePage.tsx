import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SOURCE_VALIDATION_ERRORS, SOURCE_VALIDATION_SUCCESS } from '@storelens/contract/api/source-validation';
import { CREDENTIAL_FLOWS, SOURCE_TYPE_NAMES, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { useSearchParams } from 'react-router';
import { useConnectProvider, useSaveSourceCredentials, useSourceValidation, validationErrorText } from '../api.ts';
import { RaceRosterLoginForm } from '../components/RaceRosterLoginForm.tsx';

/**
 * spec 2 §2 '/validateSource?t={token}': the link is checked on load; then the credential step of
 * the source type — Race Roster's login form, or a Connect button that leaves for the provider
 * (OAuth 2 authorize URL with state = the token; RunSignup after a request token).
 */
export function ValidateSourcePage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const validation = useSourceValidation(token);
  const invalid = token === '' || validation.isError;
  const sourceType = validation.data?.sourceType as SourceTypeId | undefined;
  const name = sourceType ? SOURCE_TYPE_NAMES[sourceType] : 'your source';
  const flow = sourceType ? CREDENTIAL_FLOWS[sourceType]?.flow : undefined;

  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {`Connect ${name}`}
      </Typography>
      {invalid ? (
        <Alert severity="error">{SOURCE_VALIDATION_ERRORS.invalidToken.message}</Alert>
      ) : validation.isPending ? (
        <Stack alignItems="center" sx={{ py: 2 }}>
          <CircularProgress aria-label="Checking the link" />
        </Stack>
      ) : flow === 'login' ? (
        <LoginStep token={token} />
      ) : flow ? (
        <ConnectStep token={token} name={name} />
      ) : (
        <Alert severity="error">{SOURCE_VALIDATION_ERRORS.invalidToken.message}</Alert>
      )}
    </>
  );
}

/** Race Roster: the login is checked with Race Roster as it is saved. */
function LoginStep({ token }: { token: string }) {
  const save = useSaveSourceCredentials(token);
  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">
        Sign in with your Race Roster login to let StoreLens read your events.
      </Typography>
      {save.error && <Alert severity="error">{validationErrorText(save.error)}</Alert>}
      {save.isSuccess && <Alert severity="success">{SOURCE_VALIDATION_SUCCESS}</Alert>}
      <RaceRosterLoginForm
        disabled={save.isSuccess}
        isPending={save.isPending}
        onSubmit={(body) => save.mutate(body)}
      />
    </Stack>
  );
}

/** OAuth: the provider asks the user to sign in and approve, then sends them back to us. */
function ConnectStep({ token, name }: { token: string; name: string }) {
  const connect = useConnectProvider(token);
  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">
        {`You will be sent to ${name} to sign in and allow StoreLens to read your data, then brought back here.`}
      </Typography>
      {connect.error && <Alert severity="error">{validationErrorText(connect.error)}</Alert>}
      <Button
        variant="contained"
        size="large"
        loading={connect.isPending || connect.isSuccess}
        onClick={() => connect.mutate()}
      >
        {`Connect ${name}`}
      </Button>
    </Stack>
  );
}
