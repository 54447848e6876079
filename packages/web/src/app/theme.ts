import { createTheme, type ThemeOptions } from '@mui/material/styles';

const shared: ThemeOptions = {
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // One scale for every page: the page title (h1) is the largest heading and h2–h4, h6 step down,
    // so a section heading never outgrows its page (MUI's defaults make h3 48 px); h5 is the size of
    // a figure (a report's KPI value), still below the title.
    h1: { fontSize: '1.75rem', fontWeight: 600, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
    h4: { fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.4 },
    h5: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
    h6: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // a button's label stays on one line: a wrapped label reads as two buttons
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { whiteSpace: 'nowrap' } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
};

/** The signed-in application. */
export const appTheme = createTheme({
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#1e4fd8' },
    secondary: { main: '#0f9d8a' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
  },
  components: {
    ...shared.components,
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: { root: { borderBottom: '1px solid #e3e7ef', backgroundColor: '#ffffff' } },
    },
    MuiDrawer: { styleOverrides: { paper: { borderRight: '1px solid #e3e7ef' } } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          margin: '1px 8px',
          '&.Mui-selected': { backgroundColor: 'rgba(30, 79, 216, 0.1)', color: '#1e4fd8' },
          '&.Mui-selected .MuiListItemIcon-root': { color: '#1e4fd8' },
        },
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 36 } } },
  },
});

/** spec 2 §2: the public pages (sign-in, invites, reset, ...) are dark. */
export const publicTheme = createTheme({
  ...shared,
  palette: {
    mode: 'dark',
    primary: { main: '#6d8cff' },
    background: { default: '#0d1424', paper: '#151f35' },
  },
});
