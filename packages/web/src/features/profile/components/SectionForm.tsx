import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import type { FormEventHandler, ReactNode } from 'react';

interface SectionFormProps {
  /** the form's test id (e2e flows find the profile's forms by it) */
  testId: string;
  onSubmit: FormEventHandler;
  submitting: boolean;
  submitLabel: string;
  /** the fields */
  children: ReactNode;
}

/** One form of the profile page: its fields in a column, and its own submit button under them. */
export function SectionForm({ testId, onSubmit, submitting, submitLabel, children }: SectionFormProps) {
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} data-testid={testId}>
      {children}
      <Button type="submit" variant="contained" loading={submitting} sx={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

/** A profile form's success: the form empties (`reset`, where given) and a snackbar says what changed. */
export function useSavedSnackbar(message: string, reset?: () => void) {
  const { enqueueSnackbar } = useSnackbar();
  return () => {
    reset?.();
    enqueueSnackbar(message, { variant: 'success' });
  };
}
