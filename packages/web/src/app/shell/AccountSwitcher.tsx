import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isSystemUser } from '@storelens/contract/access/roles';
import type { ActiveAccount } from '@storelens/contract/api/accounts';
import { USER_ACCOUNTS_PAGE, type UserAccount } from '@storelens/contract/api/accounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { userAccountsSearchQuery } from '../../lib/user-api.ts';
import { accountLabel, duplicateNames, matchesAccountSearch } from './account-label.ts';

/** How long the search box waits after the last key before asking the server. */
export const SWITCHER_SEARCH_DEBOUNCE_MS = 300;

/**
 * The accounts the switcher lists. A customer user's whole list is in hand and is filtered here;
 * a system user's may hold any number of accounts, so the server searches it and answers one page
 *, asked for once typing pauses.
 */
function useSwitcherAccounts(accounts: UserAccount[], search: string, isOpen: boolean) {
  const searchOnServer = isSystemUser(useCurrentUser().profile);
  const [settled, setSettled] = useState(search);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(search.trim()), SWITCHER_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);
  const found = useQuery({
    ...userAccountsSearchQuery(settled),
    enabled: searchOnServer && isOpen && settled !== '',
    placeholderData: keepPreviousData,
  });
  const inHand = accounts.filter((a) => matchesAccountSearch(a.name, search));
  if (!searchOnServer) return { shown: inHand, isPartial: false };
  // until the server answers, the page in hand filtered here
  const shown = settled === '' ? accounts : (found.data ?? inHand);
  return { shown, isPartial: shown.length >= USER_ACCOUNTS_PAGE };
}

interface AccountSwitcherProps {
  account: ActiveAccount;
  accounts: UserAccount[];
  onSwitch: (id: number) => void;
}

/** The active account's name; with several accounts it opens a searchable list (spec 1 §2). */
export function AccountSwitcher({ account, accounts, onSwitch }: AccountSwitcherProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [search, setSearch] = useState('');
  const label = accountLabel(account, account.duplicateName);
  const { shown, isPartial } = useSwitcherAccounts(accounts, search, anchor !== null);

  if (accounts.length < 2) {
    return (
      <Typography data-testid="account-name" noWrap sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    );
  }

  const duplicates = duplicateNames(shown);
  const close = () => {
    setAnchor(null);
    setSearch('');
  };
  const handleChoose = (id: number) => {
    close();
    if (id !== account.id) onSwitch(id);
  };

  return (
    <>
      <Button
        data-testid="account-name"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        sx={{
          fontSize: 16,
          minWidth: 0,
          maxWidth: { xs: 180, sm: 360 },
          '& span:first-of-type': { overflow: 'hidden' },
        }}
      >
        <Typography component="span" noWrap sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 360, mt: 1 } } }}
      >
        <TextField
          autoFocus
          size="small"
          placeholder="Search accounts"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ p: 1.5, pb: 1 }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search accounts' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <List dense sx={{ maxHeight: 360, overflowY: 'auto', pt: 0 }} aria-label="Accounts">
          {shown.map((a) => (
            <ListItemButton key={a.id} selected={a.id === account.id} onClick={() => handleChoose(a.id)}>
              <ListItemText
                primary={accountLabel(a, duplicates.has(a.name.toLowerCase()))}
                secondary={a.isActive ? a.accountType : `${a.accountType} · Deactivated`}
              />
            </ListItemButton>
          ))}
          {isPartial && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }} data-testid="switcher-more">
              Showing the first {shown.length} accounts. Type to narrow the list.
            </Typography>
          )}
          {shown.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
              No matching accounts
            </Typography>
          )}
        </List>
      </Popover>
    </>
  );
}
