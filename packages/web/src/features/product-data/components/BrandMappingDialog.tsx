import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { DialogSaveActions } from '../../../components/DialogSaveActions.tsx';
import { useDestinationBrands, useSaveMapping, useSourceBrandDetail } from '../api.ts';
import { count } from '../format.ts';

interface SummaryTableProps<Row> {
  label: string;
  query: UseQueryResult<Row[]>;
  headers: string[];
  cells: (row: Row) => Array<string | number | null>;
  empty: string;
  maxHeight?: number;
}

/** One of the dialog's read-only tables, with its loading and failure states. */
function SummaryTable<Row>({ label, query, headers, cells, empty, maxHeight = 220 }: SummaryTableProps<Row>) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {query.isPending && <CircularProgress size={20} aria-label={`Loading ${label}`} />}
      {query.error && <Alert severity="error">{label} could not be loaded.</Alert>}
      {query.data && (
        <TableContainer component={Paper} variant="outlined" sx={{ maxHeight }}>
          <Table size="small" stickyHeader aria-label={label}>
            <TableHead>
              <TableRow>
                {headers.map((h, i) => (
                  <TableCell key={h} align={i > 0 && h === 'Products' ? 'right' : 'left'}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={headers.length}>{empty}</TableCell>
                </TableRow>
              )}
              {query.data.map((row, r) => (
                // rows have no id of their own; the answer's order is stable
                // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows in the server's order
                <TableRow key={r}>
                  {cells(row).map((cell, i) => (
                    <TableCell key={headers[i]} align={typeof cell === 'number' ? 'right' : 'left'}>
                      {typeof cell === 'number' ? count(cell) : (cell ?? '')}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

interface BrandMappingDialogProps {
  sourceBrand: string;
  destinationBrand: string | null;
  onClose: () => void;
}

/**
 * spec 3 §2: a source brand's dialog — which retailers carry it, how their products of it are
 * categorised, a preview of those products — and the brand it counts as (clearable), with Save and
 * Cancel.
 */
export function BrandMappingDialog({ sourceBrand, destinationBrand, onClose }: BrandMappingDialogProps) {
  const { accounts, categories, preview } = useSourceBrandDetail(sourceBrand);
  const brands = useDestinationBrands();
  const save = useSaveMapping();
  const { enqueueSnackbar } = useSnackbar();
  const [chosen, setChosen] = useState<string | null>(destinationBrand);

  const submit = () =>
    save.mutate(
      { sourceBrand, destinationBrand: chosen },
      {
        onSuccess: () => {
          enqueueSnackbar(chosen ? `${sourceBrand} is mapped to ${chosen}` : `${sourceBrand} is no longer mapped`, {
            variant: 'success',
          });
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="mapping-title">
      <DialogTitle id="mapping-title">{sourceBrand}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SummaryTable
              label="Account Summary"
              query={accounts}
              headers={['Account', 'Products']}
              cells={(row) => [row.account, row.count]}
              empty="No account carries this brand."
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SummaryTable
              label="Category Summary"
              query={categories}
              headers={['Category', 'Products']}
              cells={(row) => [row.category, row.count]}
              empty="No products."
            />
          </Grid>
          <Grid size={12}>
            <SummaryTable
              label="Product Preview"
              query={preview}
              headers={['Name', 'Sku', 'Upc', 'Account', 'Category']}
              cells={(row) => [row.name, row.sku, row.upc, row.account, row.category]}
              empty="No products."
              maxHeight={280}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Autocomplete
              options={brands.data ?? []}
              value={chosen}
              onChange={(_, value) => setChosen(value)}
              loading={brands.isPending}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Destination Brand"
                  helperText={
                    brands.error
                      ? 'The brands could not be loaded.'
                      : 'The Brand account this source brand counts as; clear it to leave the brand unmapped.'
                  }
                  error={Boolean(brands.error)}
                />
              )}
            />
          </Grid>
        </Grid>
        {save.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {save.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogSaveActions onCancel={onClose} onSave={submit} saving={save.isPending} />
    </Dialog>
  );
}
