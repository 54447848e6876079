import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { ReportBody, reportKeyPath } from '@storelens/contract/api/report-management';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useVerticals } from '../../../lib/admin-lookups-api.ts';
import { ApiError } from '../../../lib/api.ts';
import { useCreateReport, useReportByKey, useUpdateReport } from '../api.ts';
import { ReportForm } from '../components/ReportForm.tsx';
import { type ReportFormValues, toFormValues } from '../components/report-form-values.ts';

const LIST = '/admin/reportManagement';

/** /admin/reports/create */
export function CreateReportPage() {
  const verticals = useVerticals(true);
  const create = useCreateReport();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  if (verticals.isPending) return <CircularProgress size={28} />;
  if (verticals.error) return <Alert severity="error">The verticals could not be loaded.</Alert>;

  const handleSubmit = async (values: ReportFormValues) => {
    const saved = await create.mutateAsync(ReportBody.parse(values));
    enqueueSnackbar('Report created', { variant: 'success' });
    navigate(`/admin/reports/${reportKeyPath(saved)}`, { replace: true });
  };
  return (
    <ReportForm
      mode="create"
      initial={toFormValues({})}
      verticals={verticals.data}
      onSubmit={handleSubmit}
      onCancel={() => navigate(LIST)}
    />
  );
}

/** /admin/reports/{verticalId}/{accountType}/{path} */
export function EditReportPage() {
  const { verticalId = '', accountType = '', path = '' } = useParams();
  const key = { verticalId, accountType, path };
  const report = useReportByKey(key);
  const verticals = useVerticals(true);
  const update = useUpdateReport(key);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    // an unknown report (deleted, or a mistyped address) goes back to the list
    if (report.error instanceof ApiError && (report.error.status === 404 || report.error.status === 400))
      navigate(LIST, { replace: true });
  }, [report.error, navigate]);
  if (report.isPending || verticals.isPending) return <CircularProgress size={28} />;
  if (report.error || verticals.error) return <Alert severity="error">The report could not be loaded.</Alert>;

  const handleSubmit = async (values: ReportFormValues) => {
    const saved = await update.mutateAsync(ReportBody.parse(values));
    enqueueSnackbar('Report saved', { variant: 'success' });
    // the key may have changed: the address follows it
    const next = `/admin/reports/${reportKeyPath(saved)}`;
    if (next !== `/admin/reports/${reportKeyPath(key)}`) navigate(next, { replace: true });
  };
  return (
    <ReportForm
      key={report.data.id}
      mode="edit"
      initial={toFormValues(report.data)}
      verticals={verticals.data}
      onSubmit={handleSubmit}
      onCancel={() => navigate(LIST)}
    />
  );
}
