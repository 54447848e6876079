import InsightsIcon from '@mui/icons-material/Insights';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { isApiStatus } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { endImpersonation } from '../../lib/impersonation.ts';
import { PRODUCT_NAME } from '../../lib/product.ts';
import { useSignOut } from '../../lib/session.ts';
import { AccountSwitcher } from './AccountSwitcher.tsx';

interface TopBarProps {
  onToggleSidebar: () => void;
}

/** spec 1 §2 "Shell": product name, active account (switcher), impersonation, sign-out. */
export function TopBar({ onToggleSidebar }: TopBarProps) {
  const { profile, accounts, account, switchAccount } = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  const handleSwitch = async (id: number) => {
    try {
      await switchAccount(id);
      // The page in view belonged to the old account; start over at the new account's home.
      navigate('/');
    } catch (error) {
      // A 401 is already on its way to the sign-in page.
      if (!isApiStatus(error, 401)) enqueueSnackbar('The account could not be opened.', { variant: 'error' });
    }
  };

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1.5 }}>
        <IconButton edge="start" aria-label="Toggle sidebar" onClick={onToggleSidebar}>
          <MenuIcon />
        </IconButton>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexShrink: 0 }}>
          <InsightsIcon color="primary" />
          <Typography
            data-testid="product-name"
            noWrap
            sx={{ fontWeight: 700, fontSize: 19, letterSpacing: '-0.02em', display: { xs: 'none', sm: 'block' } }}
          >
            {PRODUCT_NAME}
            {account?.showPreview ? ' (Preview)' : ''}
          </Typography>
        </Box>
        {account && (
          <>
            <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 1.5, display: { xs: 'none', sm: 'block' } }} />
            <AccountSwitcher account={account} accounts={accounts} onSwitch={handleSwitch} />
          </>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {profile.impersonated && (
          <>
            <Chip
              sx={{ flexShrink: 0 }}
              color="warning"
              size="small"
              data-testid="impersonation"
              label={`Impersonating ${profile.firstName} ${profile.lastName}`}
            />
            <Button
              size="small"
              color="warning"
              variant="outlined"
              sx={{ flexShrink: 0 }}
              onClick={() =>
                void endImpersonation().catch(() =>
                  enqueueSnackbar('Could not return to your user.', { variant: 'error' }),
                )
              }
            >
              Back to my user
            </Button>
          </>
        )}
        <Typography variant="body2" color="text.secondary" noWrap sx={{ display: { xs: 'none', md: 'block' } }}>
          {profile.firstName} {profile.lastName}
        </Typography>
        <Button
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={() => void signOut()}
          sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Sign out
        </Button>
        <IconButton
          aria-label="Sign out"
          edge="end"
          onClick={() => void signOut()}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <LogoutIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
