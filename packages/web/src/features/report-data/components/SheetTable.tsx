import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { CellFormat, ReportTable } from '@storelens/contract/api/report-data';
import { useMemo } from 'react';
import { downloadText } from '../../../lib/download.ts';
import { csvFileName, tableToCsv } from '../csv.ts';
import { formatValue, textWidth } from '../format.ts';
import { ChangeText } from './KpiCard.tsx';

interface SheetTableProps {
  table: ReportTable;
  reportTitle: string;
  from: string;
  to: string;
}

const MEASURED_ROWS = 200;
const HEADER_FONT = '500 14px Roboto, Helvetica, Arial, sans-serif';
const CELL_FONT = '14px Roboto, Helvetica, Arial, sans-serif';
/** Past this a text column wraps its cells (a long error message) instead of growing. */
const MAX_TEXT_WIDTH = 360;

/**
 * A column wide enough for its header (with the sort icon's room) and its widest value shown, so
 * neither is cut at a desktop width; a long text column stops growing and wraps instead.
 */
function columnWidth(header: string, rows: ReportTable['rows'], field: string, format: CellFormat): number {
  const widest = Math.max(0, ...rows.map((r) => textWidth(formatValue(r[field], format), CELL_FONT)));
  const needed = Math.ceil(Math.max(textWidth(header, HEADER_FONT) + 56, widest + 32));
  return format === 'text' ? Math.min(Math.max(needed, 120), MAX_TEXT_WIDTH) : needed;
}

/** A table of a sheet with its Download CSV button (the walkthrough's 'Downloading Data'). */
export function SheetTable({ table, reportTitle, from, to }: SheetTableProps) {
  const columns = useMemo<GridColDef[]>(
    () =>
      table.columns.map((c) => {
        const width = columnWidth(c.header, table.rows.slice(0, MEASURED_ROWS), c.field, c.format);
        return {
          field: c.field,
          headerName: c.header,
          flex: c.format === 'text' ? 2 : 1,
          minWidth: width,
          type: c.format === 'text' || c.format === 'date' ? 'string' : 'number',
          valueFormatter: (value: string | number | null) => formatValue(value, c.format),
          // a comparison's change: green up, red down (empty where there was nothing before)
          ...(c.format === 'change'
            ? {
                renderCell: ({ value }: { value?: unknown }) =>
                  typeof value === 'number' ? <ChangeText change={value} /> : '',
              }
            : {}),
        };
      }),
    [table.columns, table.rows],
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
          onClick={() =>
            downloadText(tableToCsv(table), csvFileName(reportTitle, table.title, from, to), 'text/csv;charset=utf-8')
          }
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
        getRowHeight={() => 'auto'}
        sx={{
          '& .MuiDataGrid-cell': { whiteSpace: 'normal', wordBreak: 'break-word', py: 0.75, lineHeight: 1.4 },
        }}
        autoHeight
        disableRowSelectionOnClick
        pageSizeOptions={[10, 25, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
    </Paper>
  );
}
