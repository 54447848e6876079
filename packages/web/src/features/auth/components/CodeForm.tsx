import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { recoveryCodeField, totpCodeField } from '@storelens/contract/validation/identity';
import { useForm } from 'react-hook-form';

export type CodeKind = 'code' | 'recoveryCode';

// spec 2 §5: the authenticator code is 6 digits, a recovery code 8; the rules come from the contract.
const KINDS = {
  code: { label: 'Code', field: totpCodeField('Code'), help: 'Enter the 6-digit code from your authenticator app.' },
  recoveryCode: {
    label: 'Recovery Code',
    field: recoveryCodeField('Recovery Code'),
    help: 'Enter one of your 8-digit recovery codes.',
  },
} as const;

interface CodeFormProps {
  kind: CodeKind;
  isPending: boolean;
  onSubmit: (kind: CodeKind, value: string) => void;
  onSwitchKind: (kind: CodeKind) => void;
}

/** Step 2 of sign-in: an authenticator code, or a recovery code instead. */
export function CodeForm({ kind, isPending, onSubmit, onSwitchKind }: CodeFormProps) {
  const { label, field, help } = KINDS[kind];
  const { register, handleSubmit, formState } = useForm<{ value: string }>({
    mode: 'onTouched', // spec 1 §5: validation runs eagerly once the field was visited
    defaultValues: { value: '' },
  });
  const validate = (value: string) => {
    const result = field.safeParse(value);
    return result.success || (result.error.issues[0]?.message ?? false);
  };
  const error = formState.errors.value?.message;
  const other: CodeKind = kind === 'code' ? 'recoveryCode' : 'code';

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      // The contract's rule also normalises the value (trims it, drops a recovery code's dash).
      onSubmit={handleSubmit(({ value }) => onSubmit(kind, field.parse(value)))}
    >
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
      <TextField
        label={label}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...register('value', { validate })}
        error={Boolean(error)}
        // a line is kept for the message, so that it appearing never moves what is below
        helperText={error ?? ' '}
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
