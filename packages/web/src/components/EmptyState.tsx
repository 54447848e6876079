import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The quiet placeholder of an empty list. */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 5 }}>
      <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 40 }, mb: 1 }}>{icon}</Box>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420, mx: 'auto' }}>
        {children}
      </Typography>
    </Box>
  );
}
