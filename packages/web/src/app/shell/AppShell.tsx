import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { AccountChangedDialog } from './AccountChangedDialog.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';

/** The signed-in frame: top bar, sidebar and the page. */
export function AppShell() {
  const theme = useTheme();
  const isLarge = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const { changedAccountId } = useCurrentUser();
  // spec 1 §2: open by default on large screens; small screens open it on demand.
  const [isOpenLarge, setOpenLarge] = useState(true);
  const [isOpenSmall, setOpenSmall] = useState(false);
  const isOpen = isLarge ? isOpenLarge : isOpenSmall;

  const handleToggle = () => (isLarge ? setOpenLarge((open) => !open) : setOpenSmall((open) => !open));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar onToggleSidebar={handleToggle} />
      <Sidebar open={isOpen} isTemporary={!isLarge} onClose={() => setOpenSmall(false)} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, md: 4 }, py: 3 }}>
        <Toolbar />
        <Outlet />
      </Box>
      <AccountChangedDialog accountId={changedAccountId} />
    </Box>
  );
}
