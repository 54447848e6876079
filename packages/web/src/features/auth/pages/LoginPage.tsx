import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { PublicHeading } from '../../../components/PublicHeading.tsx';
import { Redirect } from '../../../components/Redirect.tsx';
import { safeRedirect } from '../../../lib/session.ts';
import { CodeForm, type CodeKind } from '../components/CodeForm.tsx';
import { type Credentials, CredentialsForm } from '../components/CredentialsForm.tsx';
import { OriginHint } from '../components/OriginHint.tsx';
import { loginErrorText } from '../errors.ts';
import { useIsSignedIn, useLogin } from '../login-api.ts';

/** spec 2 §2 '/login' and §4 Login: credentials, then a second factor when the server asks. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  // Kept after step 1 because the code step signs in again with the same credentials.
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [codeKind, setCodeKind] = useState<CodeKind>('code');
  const isSignedIn = useIsSignedIn();

  const submit = (body: Credentials & { code?: string; recoveryCode?: string }) => {
    login.mutate(body, {
      onSuccess: (answer) => {
        if (answer.status === 'TwoFactorRequired') {
          setCredentials({ email: body.email, password: body.password });
          return;
        }
        navigate(safeRedirect(params.get('redirect')), { replace: true });
      },
    });
  };

  const handleSwitchKind = (kind: CodeKind) => {
    login.reset();
    setCodeKind(kind);
  };

  // spec 2 §2 '/login': on success go to the redirect parameter, else / — a visitor already signed in has succeeded
  if (isSignedIn === null) return <LoadingScreen />;
  if (isSignedIn) return <Redirect to={safeRedirect(params.get('redirect'))} />;

  return (
    <>
      <PublicHeading
        title={credentials ? 'Two-factor authentication' : 'Sign in'}
        subtitle={credentials ? credentials.email : 'Welcome back. Sign in to your StoreLens account.'}
      />
      {login.error && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {loginErrorText(login.error)}
          <OriginHint error={login.error} />
        </Alert>
      )}
      {credentials ? (
        <CodeForm
          key={codeKind}
          kind={codeKind}
          isPending={login.isPending}
          onSwitchKind={handleSwitchKind}
          onSubmit={(kind, value) => submit({ ...credentials, [kind]: value })}
        />
      ) : (
        <CredentialsForm isPending={login.isPending} onSubmit={submit} />
      )}
    </>
  );
}
