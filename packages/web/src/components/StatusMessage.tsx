import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatusMessageProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** A centred card for screens that only explain a state (no accounts, deactivated, ...). */
export function StatusMessage({ icon, title, children }: StatusMessageProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Paper variant="outlined" sx={{ p: 5, maxWidth: 520, textAlign: 'center' }}>
        <Box sx={{ color: 'text.secondary', mb: 2, '& svg': { fontSize: 48 } }}>{icon}</Box>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{children}</Typography>
      </Paper>
    </Box>
  );
}
