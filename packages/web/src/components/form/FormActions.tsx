import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface FormActionsProps {
  /** the form is being sent: the submit button spins */
  submitting: boolean;
  onCancel: () => void;
  submitLabel?: string;
  /** more actions after Cancel (a delete at the far end, say) */
  children?: ReactNode;
}

/** A form page's submit and Cancel buttons, in a row under the fields. */
export const FormActions = ({ submitting, onCancel, submitLabel = 'Save', children }: FormActionsProps) => (
  <Stack direction="row" spacing={1}>
    <Button type="submit" variant="contained" loading={submitting}>
      {submitLabel}
    </Button>
    <Button onClick={onCancel} color="inherit">
      Cancel
    </Button>
    {children}
  </Stack>
);
