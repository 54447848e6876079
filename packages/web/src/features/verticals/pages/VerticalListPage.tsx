import TableCell from '@mui/material/TableCell';
import { useNavigate } from 'react-router';
import { LoadState } from '../../../components/LoadState.tsx';
import { TitleBar } from '../../../components/PageTitle.tsx';
import { OpenableRow, OutlinedTable } from '../../../components/table/OutlinedTable.tsx';
import { useVerticals } from '../../../lib/admin-lookups-api.ts';

/** spec 1 §2 Vertical Management (/admin/verticalManagement): Id and Name; a row opens the vertical. */
export function VerticalListPage() {
  const verticals = useVerticals();
  const navigate = useNavigate();
  const open = (id: string) => navigate(`/admin/vertical/${encodeURIComponent(id)}`);

  return (
    <>
      <TitleBar title="Vertical Management" create={{ to: '/admin/vertical/create', label: '+ Create Vertical' }} />
      <LoadState query={verticals} failure="The verticals could not be loaded." />
      {verticals.data && (
        <OutlinedTable
          label="Verticals"
          columns={['Id', 'Name']}
          emptyText={verticals.data.length === 0 ? 'No verticals yet.' : undefined}
        >
          {verticals.data.map((v) => (
            <OpenableRow key={v.id} onOpen={() => open(v.id)}>
              <TableCell>{v.id}</TableCell>
              <TableCell>{v.name}</TableCell>
            </OpenableRow>
          ))}
        </OutlinedTable>
      )}
    </>
  );
}
