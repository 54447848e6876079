import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ADMIN_ACCOUNT_SORTS,
  ADMIN_ACCOUNTS_PAGE_SIZE,
  ADMIN_ACCOUNTS_SEARCH_DEBOUNCE_MS,
  type AdminAccountListItem,
  type AdminAccountSort,
} from '@storelens/contract/api/admin-accounts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { formatDay } from '../../../lib/format.ts';
import { adminAccountsKey, fetchAdminAccountsPage } from '../api.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** spec 1 §2 Admin Accounts list: the columns, each sortable on the server. */
const COLUMNS: GridColDef<AdminAccountListItem>[] = [
  { field: 'name', headerName: 'Name', flex: 2, minWidth: 200 },
  { field: 'accountType', headerName: 'Account Type', flex: 1, minWidth: 140 },
  { field: 'vertical', headerName: 'Vertical', flex: 1, minWidth: 120 },
  {
    field: 'createdAt',
    headerName: 'Create Date',
    flex: 1,
    minWidth: 130,
    valueFormatter: (v: string) => formatDay(v),
  },
  { field: 'isActive', headerName: 'Is Active', width: 110, valueFormatter: (v: boolean) => yesNo(v) },
  { field: 'isHidden', headerName: 'Is Hidden', width: 110, valueFormatter: (v: boolean) => yesNo(v) },
  { field: 'showPreview', headerName: 'Show Preview', width: 130, valueFormatter: (v: boolean) => yesNo(v) },
];

const DEFAULT_SORT = { field: 'name', order: 'asc' } as const satisfies { field: AdminAccountSort; order: 'asc' };

/** /admin/accounts (spec 1 §2): 50 a page, name ascending, search debounced 1 s; a row opens the account. */
export function AdminAccountsPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle>Accounts</PageTitle>
      <ServerTable<AdminAccountListItem, AdminAccountSort>
        ariaLabel="Accounts"
        columns={COLUMNS}
        sortFields={ADMIN_ACCOUNT_SORTS}
        defaultSort={DEFAULT_SORT}
        queryKey={[...adminAccountsKey, 'list']}
        fetchPage={fetchAdminAccountsPage}
        pageSize={ADMIN_ACCOUNTS_PAGE_SIZE}
        searchLabel="Search"
        searchDebounceMs={ADMIN_ACCOUNTS_SEARCH_DEBOUNCE_MS}
        onRowClick={(row) => navigate(`/admin/accounts/${row.id}`)}
        actions={
          <Button component={RouterLink} to="/admin/accounts/create" variant="contained">
            + Create Account
          </Button>
        }
      />
    </>
  );
}
