import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isSystemUser } from '@storelens/contract/access/roles';
import type { Profile } from '@storelens/contract/api/profile';
import { PROFILE_MESSAGES } from '@storelens/contract/api/profile';
import { totpCodeField } from '@storelens/contract/validation/identity';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { RecoveryCodes } from '../../../components/RecoveryCodes.tsx';
import { TwoFactorSetup } from '../../../components/TwoFactorSetup.tsx';
import { ApiError } from '../../../lib/api.ts';
import { PRODUCT_NAME } from '../../../lib/product.ts';
import { useDisableTwoFactor, useGenerateRecoveryCodes, useTwoFactorInit, useTwoFactorVerify } from '../api.ts';
import { PasswordDialog, passwordErrorText } from './PasswordDialog.tsx';

const codeField = totpCodeField('Code');

/**
 * spec 3 §2 and §4 Two-factor: set up (QR image, secret, a 6-digit code), then recovery codes to
 * download; regenerate them; disable it (customer users only — system users set up a new device).
 */
export function TwoFactorSection({ profile }: { profile: Profile }) {
  const { enqueueSnackbar } = useSnackbar();
  const init = useTwoFactorInit();
  const verify = useTwoFactorVerify();
  const regenerate = useGenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'regenerate' | 'disable' | null>(null);
  const systemUser = isSystemUser(profile);
  const setup = init.data && !codes ? init.data : null;

  const startSetup = () => {
    setCode('');
    setPassword('');
    setCodeError(undefined);
    verify.reset();
    init.mutate();
  };

  const submitCode = () => {
    const parsed = codeField.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message);
    setCodeError(undefined);
    verify.mutate(
      { token: parsed.data, ...(profile.twoFactorEnabled ? { password } : {}) },
      {
        onSuccess: (answer) => {
          setCodes(answer.codes);
          init.reset();
          enqueueSnackbar(PROFILE_MESSAGES.twoFactorEnabled, { variant: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.token) setCodeError(error.fields.token);
        },
      },
    );
  };

  if (codes) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{PROFILE_MESSAGES.twoFactorEnabled}</Alert>
        <RecoveryCodes codes={codes} productName={PRODUCT_NAME} />
        <Button onClick={() => setCodes(null)} sx={{ alignSelf: 'flex-start' }}>
          Done
        </Button>
      </Stack>
    );
  }

  if (setup) {
    const otherError =
      verify.error instanceof ApiError && !verify.error.fields.token ? passwordErrorText(verify.error) : undefined;
    return (
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TwoFactorSetup imageUrl={setup.imageUrl} secret={setup.secret} />
        <TextField
          label="Code"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          error={Boolean(codeError)}
          helperText={codeError}
        />
        {profile.twoFactorEnabled && (
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(otherError)}
            helperText={otherError ?? 'Your password, to replace the device you use now.'}
          />
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" loading={verify.isPending} onClick={submitCode}>
            Verify
          </Button>
          <Button onClick={() => init.reset()}>Cancel</Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography data-testid="two-factor-status">
        {profile.twoFactorEnabled
          ? 'Two-factor authentication is on.'
          : 'Two-factor authentication is off. Turn it on to ask for a code from an authenticator app at sign-in.'}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {!profile.twoFactorEnabled && (
          <Button variant="contained" loading={init.isPending} onClick={startSetup}>
            Set Up Two-Factor
          </Button>
        )}
        {profile.twoFactorEnabled && (
          <>
            <Button variant="outlined" onClick={() => setDialog('regenerate')}>
              Regenerate Recovery Codes
            </Button>
            {systemUser ? (
              <Button variant="outlined" loading={init.isPending} onClick={startSetup}>
                Set Up a New Device
              </Button>
            ) : (
              <Button variant="outlined" color="error" onClick={() => setDialog('disable')}>
                Disable Two-Factor
              </Button>
            )}
          </>
        )}
      </Stack>
      <PasswordDialog
        open={dialog === 'regenerate'}
        title="Regenerate recovery codes"
        text="Your current recovery codes stop working. Enter your password to continue."
        confirmLabel="Regenerate"
        call={regenerate}
        onClose={() => setDialog(null)}
        onDone={(answer) => setCodes(answer.codes)}
      />
      <PasswordDialog
        open={dialog === 'disable'}
        title="Disable two-factor authentication"
        text="Sign-in will no longer ask for a code, and your recovery codes are deleted. Enter your password to continue."
        confirmLabel="Disable"
        call={disable}
        onClose={() => setDialog(null)}
        onDone={() => enqueueSnackbar(PROFILE_MESSAGES.twoFactorDisabled, { variant: 'success' })}
      />
    </Stack>
  );
}
