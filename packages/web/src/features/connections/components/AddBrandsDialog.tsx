import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Connection } from '@storelens/contract/api/connections';
import { useEffect, useState } from 'react';
import { SearchField } from '../../../components/form/SearchField.tsx';

/** Chooses brands to give access to without a request (spec 3 §4: "Pending becomes Approved when the retailer approves (or connects)"). */
export function AddBrandsDialog({
  open,
  brands,
  isPending,
  onAdd,
  onCancel,
}: {
  open: boolean;
  brands: Connection[];
  isPending: boolean;
  onAdd: (brands: Connection[]) => void;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (open) {
      setChosen(new Set());
      setSearch('');
    }
  }, [open]);
  const q = search.trim().toLowerCase();
  const shown = brands.filter((b) => q === '' || b.name.toLowerCase().includes(q));
  return (
    <Dialog open={open} onClose={isPending ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>Add Brands</DialogTitle>
      <DialogContent>
        <SearchField fullWidth value={search} onChange={setSearch} sx={{ mt: 1, mb: 1 }} />
        {shown.length === 0 && <Typography color="text.secondary">No other brand to add.</Typography>}
        <Stack sx={{ maxHeight: 320, overflow: 'auto' }}>
          {shown.map((b) => (
            <FormControlLabel
              key={b.accountId}
              label={b.name}
              control={
                <Checkbox
                  checked={chosen.has(b.accountId)}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(b.accountId);
                    else next.delete(b.accountId);
                    setChosen(next);
                  }}
                />
              }
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={chosen.size === 0}
          loading={isPending}
          onClick={() => onAdd(brands.filter((b) => chosen.has(b.accountId)))}
        >
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
