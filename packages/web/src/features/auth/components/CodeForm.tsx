import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { SignInField } from './SignInField.tsx';

export type CodeKind = 'code' | 'recoveryCode';

// spec 2 §5: the authenticator code is 6 digits, a recovery code 8; the rules come from the contract
// and load on the first validation (sign-in-rules.ts).
const KINDS = {
  code: { label: 'Code', help: 'Enter the 6-digit code from your authenticator app.' },
  recoveryCode: { label: 'Recovery Code', help: 'Enter one of your 8-digit recovery codes.' },
} as const;

const ruleOf = async (kind: CodeKind) => (await import('../sign-in-rules.ts')).codeFields[kind];

interface CodeFormProps {
  kind: CodeKind;
  isPending: boolean;
  onSubmit: (kind: CodeKind, value: string) => void;
  onSwitchKind: (kind: CodeKind) => void;
}

/** Step 2 of sign-in: an authenticator code, or a recovery code instead. */
export function CodeForm({ kind, isPending, onSubmit, onSwitchKind }: CodeFormProps) {
  const { label, help } = KINDS[kind];
  const { register, handleSubmit, formState } = useForm<{ value: string }>({
    mode: 'onTouched', // spec 1 §5: validation runs eagerly once the field was visited
    defaultValues: { value: '' },
  });
  const validate = async (value: string) => {
    const result = (await ruleOf(kind)).safeParse(value);
    return result.success || (result.error.issues[0]?.message ?? false);
  };
  const error = formState.errors.value?.message;
  // the input element takes the ref: OutlinedInput's own ref is its frame
  const { ref: codeRef, ...codeInput } = register('value', { validate });
  const other: CodeKind = kind === 'code' ? 'recoveryCode' : 'code';

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      // The contract's rule also normalises the value (trims it, drops a recovery code's dash).
      onSubmit={handleSubmit(async ({ value }) => onSubmit(kind, (await ruleOf(kind)).parse(value)))}
    >
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
      <SignInField
        label={label}
        autoComplete="one-time-code"
        autoFocus
        inputProps={{ inputMode: 'numeric' }}
        {...codeInput}
        inputRef={codeRef}
        error={error}
        // a line is kept for the message, so that it appearing never moves what is below
        helperText=" "
      />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        Verify
      </Button>
      <Link
        component="button"
        type="button"
        variant="body2"
        // Pressing the switch must not blur the code field first: the blur would validate the empty
        // field, its message would push the switch down under the pointer, and the click would be lost.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onSwitchKind(other)}
      >
        {kind === 'code' ? 'Use a recovery code instead' : 'Use an authenticator code instead'}
      </Link>
    </Stack>
  );
}
