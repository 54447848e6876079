import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A public page's h1 and the line under it (what to do here, or whose page it is). */
export function PublicHeading({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
    </>
  );
}
