import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The one h1 of a screen. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h1" sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}
