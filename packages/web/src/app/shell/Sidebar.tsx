import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import { NAV_SECTION_TITLES, type NavItem, visibleNavItems } from '@storelens/contract/access/navigation';
import { Fragment } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { NAV_ICONS } from './nav-icons.tsx';

/** spec 1 §9: sidebar width. */
export const SIDEBAR_WIDTH = 300;

/** Consecutive items of one section form a group, in the contract's order. */
const groupBySection = (items: NavItem[]): NavItem[][] => {
  const groups: NavItem[][] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last[0]?.section === item.section) last.push(item);
    else groups.push([item]);
  }
  return groups;
};

const isCurrent = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

function SidebarItems({ onNavigate }: { onNavigate: () => void }) {
  const { profile, account } = useCurrentUser();
  const { pathname } = useLocation();
  const groups = groupBySection(visibleNavItems(profile, account));

  return (
    <List component="nav" aria-label="Main" sx={{ py: 1.5 }}>
      {groups.map((group) => {
        const title = group[0] ? NAV_SECTION_TITLES[group[0].section] : null;
        return (
          <Fragment key={group[0]?.key}>
            {title && (
              <ListSubheader
                disableSticky
                sx={{ lineHeight: '36px', mt: 1, fontSize: 12, textTransform: 'uppercase', letterSpacing: '0.06em' }}
              >
                {title}
              </ListSubheader>
            )}
            {group.map((item) => (
              <ListItemButton
                key={item.key}
                component={NavLink}
                to={item.path}
                data-testid={`nav-${item.key}`}
                selected={isCurrent(pathname, item.path)}
                onClick={onNavigate}
              >
                <ListItemIcon>{NAV_ICONS[item.key]}</ListItemIcon>
                <ListItemText primary={item.label} slotProps={{ primary: { fontSize: 14, fontWeight: 500 } }} />
              </ListItemButton>
            ))}
          </Fragment>
        );
      })}
    </List>
  );
}

interface SidebarProps {
  open: boolean;
  /** Large screens keep the sidebar beside the page; small ones slide it over. */
  isTemporary: boolean;
  onClose: () => void;
}

/** The side navigation: the contract's visible items, grouped under their section titles. */
export function Sidebar({ open, isTemporary, onClose }: SidebarProps) {
  const paper = { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } as const;
  if (isTemporary) {
    return (
      <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper: { sx: paper } }}>
        <SidebarItems onNavigate={onClose} />
      </Drawer>
    );
  }
  if (!open) return null;
  return (
    <Drawer variant="permanent" sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }} slotProps={{ paper: { sx: paper } }}>
      <Toolbar />
      <SidebarItems onNavigate={() => undefined} />
    </Drawer>
  );
}
