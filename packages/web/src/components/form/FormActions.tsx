import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FormActionsProps {
  /** the form is being sent: the submit button spins */
  submitting: boolean;
  onCancel: () => void;
  submitLabel?: string;
  /** the form's refusal that names no field (its root error), in a line above the buttons */
  error?: string;
  /** more actions after Cancel (a delete at the far end, say) */
  children?: ReactNode;
}

/** A form page's submit and Cancel buttons, in a row under the fields. */
export const FormActions = ({ submitting, onCancel, submitLabel = 'Save', error, children }: FormActionsProps) => (
  <>
    {error && (
      <Typography color="error" role="alert">
        {error}
      </Typography>
    )}
    <Stack direction="row" spacing={1}>
      <Button type="submit" variant="contained" loading={submitting}>
        {submitLabel}
      </Button>
      <Button onClick={onCancel} color="inherit">
        Cancel
      </Button>
      {children}
    </Stack>
  </>
);
