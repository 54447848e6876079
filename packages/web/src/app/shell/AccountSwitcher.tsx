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
import type { ActiveAccount } from '@storelens/contract/api/accounts';
import type { UserAccount } from '@storelens/contract/api/user';
import { useState } from 'react';
import { accountLabel, duplicateNames, matchesAccountSearch } from './account-label.ts';

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

  if (accounts.length < 2) {
    return (
      <Typography data-testid="account-name" noWrap sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    );
  }

  const duplicates = duplicateNames(accounts);
  const shown = accounts.filter((a) => matchesAccountSearch(a.name, search));
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
