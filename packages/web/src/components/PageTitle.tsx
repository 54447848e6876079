import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The one h1 of a screen. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h1" sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}

interface TitleBarProps {
  title: ReactNode;
  /** a list's "+ Create …" button: where it leads and its words */
  create?: { to: string; label: string };
  /** other actions at the right (Import and Export, a dialog's opener) */
  children?: ReactNode;
}

/** The screen's h1 with its actions at the right. */
export function TitleBar({ title, create, children }: TitleBarProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
      <PageTitle>{title}</PageTitle>
      {create && (
        <Button variant="contained" component={RouterLink} to={create.to}>
          {create.label}
        </Button>
      )}
      {children}
    </Box>
  );
}
