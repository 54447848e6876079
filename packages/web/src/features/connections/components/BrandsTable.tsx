import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import type { Connection } from '@storelens/contract/api/connections';
import { type ConnectionColumn, ConnectionTable, toggled, useConnectionPage } from './connection-table.tsx';

export interface BrandsTableProps {
  rows: Connection[];
  label: string;
  /** null: no checkboxes (read-only, or a table of actions) */
  selected: Set<number> | null;
  onSelectedChange?: (next: Set<number>) => void;
  columns: ConnectionColumn[];
  emptyText: string;
}

export const dateOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '');

/** spec 3 §2: the badge shows how many of the brand's users see this retailer's data. */
export const UserBadge = ({ count }: { count: number }) => (
  <Tooltip title={`${count} brand user${count === 1 ? '' : 's'} can see your data`}>
    <Badge badgeContent={String(count)} color="primary" showZero data-testid="user-count">
      <PeopleOutlineIcon color="action" />
    </Badge>
  </Tooltip>
);

export const HistoryButton = ({ onClick, name }: { onClick: () => void; name: string }) => (
  <Button size="small" onClick={onClick} aria-label={`History of ${name}`}>
    History
  </Button>
);

/** A table of brands, 10 a page (spec 3 §9). */
export function BrandsTable({ rows, label, selected, onSelectedChange, columns, emptyText }: BrandsTableProps) {
  const { visible, pagination } = useConnectionPage(rows);
  const toggle = (id: number) => {
    if (!selected || !onSelectedChange) return;
    onSelectedChange(toggled(selected, id));
  };
  return (
    <>
      <ConnectionTable
        label={label}
        head={
          <>
            {selected && <TableCell padding="checkbox" />}
            <TableCell>Brand</TableCell>
          </>
        }
        rows={visible}
        columns={columns}
        emptyText={emptyText}
        testIdOf={(r) => `brand-${r.accountId}`}
        lead={(r) => (
          <>
            {selected && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(r.accountId)}
                  onChange={() => toggle(r.accountId)}
                  slotProps={{ input: { 'aria-label': `Select ${r.name}` } }}
                />
              </TableCell>
            )}
            <TableCell>{r.name}</TableCell>
          </>
        )}
      />
      {pagination}
    </>
  );
}
