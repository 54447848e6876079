import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { ReportTable } from '@storelens/contract/api/report-views';
import { useMemo } from 'react';
import { csvFileName, tableToCsv } from '../csv.ts';
import { formatValue } from '../format.ts';

interface SheetTableProps {
  table: ReportTable;
  reportTitle: string;
  from: string;
  to: string;
}

/** Saves text as a file from the page (no server round trip: the rows are already here). */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** A table of a sheet with its Download CSV button (the walkthrough's 'Downloading Data'). */
export function SheetTable({ table, reportTitle, from, to }: SheetTableProps) {
  const columns = useMemo<GridColDef[]>(
    () =>
      table.columns.map((c) => ({
        field: c.field,
        headerName: c.header,
        flex: c.format === 'text' ? 2 : 1,
        minWidth: c.format === 'text' ? 160 : 110,
        type: c.format === 'text' || c.format === 'date' ? 'string' : 'number',
        valueFormatter: (value: string | number | null) => formatValue(value, c.format),
      })),
    [table.columns],
  );
  const rows = useMemo(() => table.rows.map((r, i) => ({ __id: i, ...r })), [table.rows]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {table.title}
        </Typography>
        <Button
          startIcon={<Download />}
          onClick={() => download(tableToCsv(table), csvFileName(reportTitle, table.title, from, to))}
        >
          Download CSV
        </Button>
      </Box>
      <DataGrid
        aria-label={table.title}
        rows={rows}
        columns={columns}
        getRowId={(r) => r.__id}
        density="compact"
        autoHeight
        disableRowSelectionOnClick
        pageSizeOptions={[10, 25, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
    </Paper>
  );
}
