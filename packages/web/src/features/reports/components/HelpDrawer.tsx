import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

interface HelpDrawerProps {
  open: boolean;
  title: string;
  /** the report's guide: HTML the server sanitised with its allowlist before storing */
  guide: string;
  onClose: () => void;
}

/** The help drawer of spec 3 §2: the report guide beside the report. */
export function HelpDrawer({ open, title, guide, onClose }: HelpDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // above the app bar (and a maximized report)
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 475 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title} guide
        </Typography>
        <IconButton aria-label="Close guide" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box
        role="document"
        aria-label="Report guide"
        sx={{
          p: 2,
          '& img': { maxWidth: '100%', height: 'auto' },
          '& h2, & h3': { mt: 2, mb: 1 },
          '& h2': { typography: 'h3' },
          '& h3': { typography: 'h4' },
        }}
      >
        {guide.trim() === '' ? (
          <Typography color="text.secondary">This report has no guide yet.</Typography>
        ) : (
          // sanitised on the server (allowlist): no script, event handler or javascript: URL is stored
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the guide is sanitised HTML by design
          <div dangerouslySetInnerHTML={{ __html: guide }} />
        )}
      </Box>
    </Drawer>
  );
}
