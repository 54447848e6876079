import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Report, reportKeyPath } from '@storelens/contract/api/report-management';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/ConfirmDialog.tsx';
import { LoadState } from '../../../components/LoadState.tsx';
import { TitleBar } from '../../../components/PageTitle.tsx';
import { OutlinedTable } from '../../../components/table/OutlinedTable.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDeleteReport, useReports } from '../api.ts';

const COLUMNS = [
  'Reference Name',
  'Account Type',
  'Path',
  'Title',
  'Category',
  'Require System User',
  'Is Active',
  '',
] as const;

/** The reports grouped by vertical name, in the list's order (the API sorts by vertical name). */
function groupByVertical(reports: Report[]): Array<{ verticalId: string; name: string; reports: Report[] }> {
  const groups: Array<{ verticalId: string; name: string; reports: Report[] }> = [];
  for (const report of reports) {
    const last = groups.at(-1);
    if (last && last.verticalId === report.verticalId) last.reports.push(report);
    else groups.push({ verticalId: report.verticalId, name: report.verticalName, reports: [report] });
  }
  return groups;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** spec 1 §2 Report Management (/admin/reportManagement): grouped by vertical, edit and delete per row. */
export function ReportManagementPage() {
  const reports = useReports();
  const remove = useDeleteReport();
  const [confirm, confirmElement] = useConfirm();
  const { enqueueSnackbar } = useSnackbar();

  const handleDelete = async (report: Report) => {
    const sure = await confirm({
      title: 'Delete Report',
      message: `Are you sure you want to delete the report ${report.referenceName}?`,
      confirmLabel: 'Delete',
      isDestructive: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(report);
      enqueueSnackbar('Report deleted', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(error instanceof ApiError ? error.message : 'The report could not be deleted.', {
        variant: 'error',
      });
    }
  };

  return (
    <>
      <TitleBar title="Report Management" create={{ to: '/admin/reports/create', label: '+ Create Report' }} />
      <LoadState query={reports} failure="The reports could not be loaded." />
      {reports.data?.length === 0 && <Typography color="text.secondary">No reports yet.</Typography>}
      <Stack spacing={3}>
        {groupByVertical(reports.data ?? []).map((group) => (
          <Box key={group.verticalId} component="section" aria-label={group.name}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {group.name}
            </Typography>
            <OutlinedTable label={`Reports of ${group.name}`} columns={COLUMNS}>
              {group.reports.map((report) => (
                <TableRow key={report.id} hover>
                  <TableCell>{report.referenceName}</TableCell>
                  <TableCell sx={{ textTransform: 'capitalize' }}>{report.accountType}</TableCell>
                  <TableCell>{report.path}</TableCell>
                  <TableCell>{report.title}</TableCell>
                  <TableCell>{report.category}</TableCell>
                  <TableCell>{yesNo(report.requireSystemUser)}</TableCell>
                  <TableCell>{yesNo(report.isActive)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      component={RouterLink}
                      to={`/admin/reports/${reportKeyPath(report)}`}
                      aria-label={`Edit ${report.referenceName}`}
                      size="small"
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      onClick={() => void handleDelete(report)}
                      aria-label={`Delete ${report.referenceName}`}
                      size="small"
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </OutlinedTable>
          </Box>
        ))}
      </Stack>
      {confirmElement}
    </>
  );
}
