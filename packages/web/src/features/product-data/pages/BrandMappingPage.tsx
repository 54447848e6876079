import type { GridColDef } from '@mui/x-data-grid';
import { BRAND_MAPPING_SORTS } from '@storelens/contract/api/product-data';
import { TAGGING_LIMITS } from '@storelens/contract/domain/tagging';
import { useState } from 'react';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { brandMappingKey, fetchMappingPage, type MappingSort } from '../api.ts';
import { BrandMappingDialog } from '../components/BrandMappingDialog.tsx';
import { longUsDate } from '../format.ts';

interface MappingRow {
  sourceBrand: string;
  destinationBrand: string | null;
  createdAt: string;
}

const COLUMNS: GridColDef<MappingRow>[] = [
  { field: 'sourceBrand', headerName: 'Source Brand', flex: 2, minWidth: 200 },
  {
    field: 'destinationBrand',
    headerName: 'Destination Brand',
    flex: 2,
    minWidth: 200,
    valueFormatter: (v: string | null) => v ?? '',
  },
  {
    field: 'createdAt',
    headerName: 'Created Date',
    flex: 1,
    minWidth: 170,
    valueFormatter: (v: string) => longUsDate(v),
  },
];

const DEFAULT_SORT = { field: 'sourceBrand', order: 'asc' } as const satisfies { field: MappingSort; order: 'asc' };
/** spec 3 §9: sorting and search wait 1000 ms */
const DEBOUNCE_MS = 1000;

/**
 * /product/brandMapping (spec 3 §2, §9): the source brands of retailers' products and the brand each
 * counts as; 100 a page, sourceBrand ascending, no page-size choices, the table's state in the URL.
 * A row opens its dialog.
 */
export function BrandMappingPage() {
  const [open, setOpen] = useState<MappingRow | null>(null);
  return (
    <>
      <PageTitle>Global Brand Mapping</PageTitle>
      <ServerTable<MappingRow, MappingSort>
        ariaLabel="Brand mappings"
        columns={COLUMNS}
        sortFields={BRAND_MAPPING_SORTS}
        defaultSort={DEFAULT_SORT}
        queryKey={[...brandMappingKey, 'list']}
        fetchPage={fetchMappingPage}
        getRowId={(row) => row.sourceBrand}
        pageSize={TAGGING_LIMITS.brandMappingPageSize}
        searchLabel="Search"
        searchDebounceMs={DEBOUNCE_MS}
        onRowClick={setOpen}
      />
      {open && (
        <BrandMappingDialog
          key={open.sourceBrand}
          sourceBrand={open.sourceBrand}
          destinationBrand={open.destinationBrand}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
