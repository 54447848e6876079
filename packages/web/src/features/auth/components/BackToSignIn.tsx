import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** The way back to sign-in under a password page's form. */
export const BackToSignIn = () => (
  <Link component={RouterLink} to="/login" variant="body2">
    Back to sign in
  </Link>
);
