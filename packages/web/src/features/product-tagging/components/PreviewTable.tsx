import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TagPreviewAnswer } from '@storelens/contract/api/product-tagging';
import type { TaggingColumn } from '@storelens/contract/api/verticals';
import { TAGGING_LIMITS } from '@storelens/contract/domain/tagging';
import type { z } from 'zod';
import { columnLabel, previewCell } from '../tagging-text.ts';

/** When the vertical names no preview column, the product's own identity is shown. */
const FALLBACK_COLUMNS = ['name', 'sku', 'upc'];

interface PreviewTableProps {
  answer: z.infer<typeof TagPreviewAnswer>;
  /** the vertical's preview columns (brand or retailer, spec 3 §2) */
  previewColumns: readonly string[];
  columns: readonly TaggingColumn[];
  page: number;
  onPage: (page: number) => void;
}

/**
 * spec 3 §2 Preview table: the products the filters match, sorted by name (the server sorts), 100 a
 * page with the total (spec 3 §9); source tags comma-joined.
 */
export function PreviewTable({ answer, previewColumns, columns, page, onPage }: PreviewTableProps) {
  const shown = previewColumns.length > 0 ? previewColumns : FALLBACK_COLUMNS;
  return (
    <Paper variant="outlined">
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }} data-testid="preview-total">
        {answer.total === 1 ? '1 product matches' : `${answer.total.toLocaleString('en-US')} products match`}
      </Typography>
      <TableContainer sx={{ maxHeight: '60vh' }}>
        <Table size="small" stickyHeader aria-label="Preview">
          <TableHead>
            <TableRow>
              {shown.map((c) => (
                <TableCell key={c}>{columnLabel(c, columns)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.products.length === 0 && (
              <TableRow>
                <TableCell colSpan={shown.length} sx={{ color: 'text.secondary' }}>
                  No product matches these filters.
                </TableCell>
              </TableRow>
            )}
            {answer.products.map((product, i) => (
              // products come without an id; their place on the page is their identity
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <TableRow key={i}>
                {shown.map((c) => (
                  <TableCell key={c}>{previewCell(product, c)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={answer.total}
        page={page}
        onPageChange={(_e, next) => onPage(next)}
        rowsPerPage={TAGGING_LIMITS.previewPageSize}
        rowsPerPageOptions={[]}
      />
    </Paper>
  );
}
