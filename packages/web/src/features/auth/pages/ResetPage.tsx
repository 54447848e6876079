import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Placeholder until the password-reset issue lands (spec 2 §2 '/reset'). */
export function ResetPage() {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Reset password
      </Typography>
      <Link component={RouterLink} to="/login" variant="body2">
        Back to sign in
      </Link>
    </>
  );
}
