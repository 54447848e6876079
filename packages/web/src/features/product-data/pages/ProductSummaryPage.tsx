import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { SUMMARY_SORTS } from '@storelens/contract/api/product-data';
import { TAGGING_LIMITS } from '@storelens/contract/domain/tagging';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadState } from '../../../components/LoadState.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { TABLE_PARAMS } from '../../../components/server-table-state.ts';
import { VerticalPicker } from '../../../components/VerticalPicker.tsx';
import { useVerticals } from '../../../lib/admin-lookups-api.ts';
import { isApiStatus } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { fetchSummaryPage, productSummaryKey, type SummaryKind, type SummaryRow, type SummarySort } from '../api.ts';
import { count, percent } from '../format.ts';

// widths that hold each header's longest word and the sort arrow beside the sidebar at 1280 px
const number = (field: SummarySort, headerName: string, minWidth = 100): GridColDef<SummaryRow> => ({
  field,
  headerName,
  type: 'number',
  flex: 1,
  minWidth,
  valueFormatter: (v: number) => count(v),
});
const share = (field: SummarySort, headerName: string, minWidth = 125): GridColDef<SummaryRow> => ({
  field,
  headerName,
  type: 'number',
  flex: 1,
  minWidth,
  valueFormatter: (v: number) => percent(v),
});

/** spec 1 §2: the retailer table's name, total, matched, unmatched and categorized counts with percents. */
const RETAILER_COLUMNS: GridColDef<SummaryRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1.5, minWidth: 140 },
  number('totalProducts', 'Total', 70),
  number('matchedProducts', 'Matched'),
  share('matchedPercent', 'Matched %'),
  number('unmatchedProducts', 'Unmatched'),
  share('unmatchedPercent', 'Unmatched %'),
  number('categorizedProducts', 'Categorized', 110),
  share('categorizedPercent', 'Categorized %', 135),
];

/** spec 1 §2: the brand table's brand, total, categorized and percent. */
const BRAND_COLUMNS: GridColDef<SummaryRow>[] = [
  { field: 'name', headerName: 'Brand', flex: 2, minWidth: 200 },
  number('totalProducts', 'Total'),
  number('categorizedProducts', 'Categorized'),
  share('categorizedPercent', 'Categorized %'),
];

const DEFAULT_SORT = { field: 'categorizedPercent', order: 'asc' } as const satisfies {
  field: SummarySort;
  order: 'asc';
};

/** spec 1 §2 'Explanatory lines define matched, unmatched and categorized products'. */
const DEFINITIONS: Record<SummaryKind, Array<[string, string]>> = {
  retailer: [
    [
      'Matched',
      "a product linked to a brand's catalogue: its UPC is a UPC a Brand account of the vertical uploaded, or its brand — as the brand mapping maps it — is a Brand account's brand.",
    ],
    ['Unmatched', 'a product linked to no brand catalogue, neither by UPC nor by brand.'],
    ['Categorized', 'a tagging rule (the account’s own, or a global retailer rule) gave the product a category.'],
  ],
  brand: [
    ['Total', 'the products in the brand’s catalogue, as its uploads left it.'],
    ['Categorized', 'a tagging rule of the brand account gave the product a category.'],
  ],
};

const VERTICAL_PARAM = 'vertical';

/** /admin/productSummary: the retailer accounts' products (spec 1 §2). */
export function RetailerProductSummaryPage() {
  return <ProductSummary kind="retailer" title="Retailer Product Overview" />;
}

/** /admin/brandProductSummary: the brand accounts' catalogues (spec 1 §2). */
export function BrandProductSummaryPage() {
  return <ProductSummary kind="brand" title="Brand Product Overview" />;
}

/**
 * The product summaries: a vertical selector (a plain heading with one vertical, as Reports Admin
 * does), the definitions, and the server-paged table — 50 a page, categorized percent ascending. A
 * row switches to its account and opens its tagging rules.
 */
function ProductSummary({ kind, title }: { kind: SummaryKind; title: string }) {
  const navigate = useNavigate();
  const { account, switchAccount } = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const verticals = useVerticals();
  const asked = params.get(VERTICAL_PARAM) ?? '';
  const list = verticals.data ?? [];
  // the URL's vertical, else the active account's, else the first
  const verticalId =
    list.find((v) => v.id === asked)?.id ?? list.find((v) => v.id === account?.verticalId)?.id ?? list[0]?.id ?? '';
  const fetchPage = useMemo(() => fetchSummaryPage(kind, verticalId), [kind, verticalId]);

  const chooseVertical = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(VERTICAL_PARAM, id);
      // another vertical's table starts on its first page
      next.delete(TABLE_PARAMS.page);
      return next;
    });

  const open = async (row: SummaryRow) => {
    try {
      await switchAccount(row.accountId);
      navigate('/product/tagging');
    } catch (error) {
      if (!isApiStatus(error, 401)) enqueueSnackbar('The account could not be opened.', { variant: 'error' });
    }
  };

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <LoadState query={verticals} failure="The verticals could not be loaded." />
      {verticals.data && list.length === 0 && <Alert severity="info">No vertical is open to you.</Alert>}
      {verticalId !== '' && (
        <Stack spacing={2}>
          <VerticalPicker verticals={list} value={verticalId} onChange={chooseVertical} sx={{ maxWidth: 260 }} />
          <Box
            component="dl"
            data-testid="summary-definitions"
            sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}
          >
            {DEFINITIONS[kind].map(([term, meaning]) => (
              <Box key={term} sx={{ display: 'flex', gap: 0.75 }}>
                <Box component="dt" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {term}:
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {meaning}
                </Box>
              </Box>
            ))}
          </Box>
          {/* a header wraps ('Categorized' over '%') rather than cut, so every column fits beside the sidebar */}
          <Box
            sx={{
              '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25, fontSize: '0.8125rem' },
            }}
          >
            <ServerTable<SummaryRow, SummarySort>
              key={verticalId}
              ariaLabel={title}
              columns={kind === 'retailer' ? RETAILER_COLUMNS : BRAND_COLUMNS}
              sortFields={SUMMARY_SORTS}
              defaultSort={DEFAULT_SORT}
              queryKey={[...productSummaryKey, kind, verticalId]}
              fetchPage={fetchPage}
              getRowId={(row) => row.accountId}
              pageSize={TAGGING_LIMITS.summaryPageSize}
              onRowClick={(row) => void open(row)}
            />
          </Box>
        </Stack>
      )}
    </>
  );
}
