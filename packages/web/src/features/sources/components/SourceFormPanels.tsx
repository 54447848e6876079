import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block inside a panel (Connection, Schedule). */
export function SectionBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Divider textAlign="left" sx={{ mb: 2, '&::before': { width: 0 }, '& .MuiDivider-wrapper': { pl: 0 } }}>
        <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: '0.08em' }}>
          {title}
        </Typography>
      </Divider>
      {children}
    </Box>
  );
}

interface FormPanelProps {
  title: string;
  summary: string;
  hasError: boolean;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** One of the source screen's two accordion panels. */
export function FormPanel({ title, summary, hasError, expanded, onToggle, children }: FormPanelProps) {
  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      variant="outlined"
      sx={{ mb: 2, borderRadius: 2, '&::before': { display: 'none' }, overflow: 'hidden' }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 2.5, minHeight: 60 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {summary}
          </Typography>
          {hasError && <ErrorOutlineIcon color="error" fontSize="small" aria-label={`${title} has errors`} />}
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 2.5, pb: 3, pt: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
