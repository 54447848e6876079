import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** The one row a table shows when it has nothing to list. */
export function EmptyTableRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
