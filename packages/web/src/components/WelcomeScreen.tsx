import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface WelcomeScreenProps {
  /** the success line of the join */
  message: string;
  /** the one way on: where, and the button's words */
  next: { to: string; label: string };
  /** shown between the message and the button (the recovery codes) */
  children?: ReactNode;
}

/** What an invitation page shows once its user has joined: Welcome, the success line and the way on. */
export function WelcomeScreen({ message, next, children }: WelcomeScreenProps) {
  return (
    <Stack spacing={2.5}>
      <Typography variant="h1">Welcome</Typography>
      <Alert severity="success">{message}</Alert>
      {children}
      <Button component={RouterLink} to={next.to} variant="contained" size="large">
        {next.label}
      </Button>
    </Stack>
  );
}
