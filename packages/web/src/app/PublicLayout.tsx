import InsightsIcon from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { publicTheme } from './theme.ts';

/** The frame of the public pages (spec 2 §2): dark, a centred card under the product mark. */
export function PublicLayout() {
  return (
    <ThemeProvider theme={publicTheme}>
      <Box
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          py: 6,
          color: 'text.primary',
          bgcolor: 'background.default',
          backgroundImage: 'radial-gradient(circle at 50% 0%, rgba(109, 140, 255, 0.18), transparent 60%)',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3 }}>
          <InsightsIcon color="primary" sx={{ fontSize: 34 }} />
          <Typography component="span" sx={{ fontSize: 26, fontWeight: 700, letterSpacing: '-0.02em' }}>
            StoreLens
          </Typography>
        </Box>
        <Paper elevation={8} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
          <Outlet />
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
