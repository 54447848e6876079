import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isSystemUser } from '@storelens/contract/access/roles';
import { REPORT_VIEW_TEXTS } from '@storelens/contract/api/reports';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useReportCards } from '../api.ts';
import { NoReportsGuide } from '../components/NoReportsGuide.tsx';
import { ReportCards } from '../components/ReportCards.tsx';

/** /reports (spec 3 §2): the account's report cards; a system user also sees the hidden ones. */
export function ReportsPage() {
  const { profile, account } = useCurrentUser();
  const accountId = account?.id ?? 0;
  const systemUser = isSystemUser(profile);
  const shown = useReportCards('reports', accountId, accountId > 0);
  const hidden = useReportCards('hiddenReports', accountId, accountId > 0 && systemUser);
  const loading = shown.isPending || (systemUser && hidden.isPending);
  const failed = shown.isError || (systemUser && hidden.isError);
  const cards = shown.data ?? [];
  const hiddenCards = systemUser ? (hidden.data ?? []) : [];

  return (
    <>
      <PageTitle>Reports</PageTitle>
      {loading ? (
        <CircularProgress aria-label="Loading" />
      ) : failed ? (
        <Alert severity="error">The reports could not be loaded.</Alert>
      ) : cards.length === 0 && hiddenCards.length === 0 ? (
        <NoReportsGuide />
      ) : (
        <Stack spacing={4}>
          {cards.length > 0 && <ReportCards cards={cards} label="Reports" />}
          {hiddenCards.length > 0 && (
            <section aria-labelledby="hidden-reports">
              <Typography id="hidden-reports" variant="h2" sx={{ mb: 2 }}>
                Hidden reports (system users only)
              </Typography>
              <ReportCards cards={hiddenCards} label="Hidden reports" />
            </section>
          )}
        </Stack>
      )}
    </>
  );
}

/** /internalReports (spec 3 §2): the internal report cards, for system users (the role guard). */
export function InternalReportsPage() {
  const { account } = useCurrentUser();
  const accountId = account?.id ?? 0;
  const cards = useReportCards('internalReports', accountId, accountId > 0);
  return (
    <>
      <PageTitle>Internal Reports</PageTitle>
      {cards.isPending ? (
        <CircularProgress aria-label="Loading" />
      ) : cards.isError ? (
        <Alert severity="error">The reports could not be loaded.</Alert>
      ) : cards.data.length === 0 ? (
        <Typography>{REPORT_VIEW_TEXTS.noReports}</Typography>
      ) : (
        <ReportCards cards={cards.data} label="Internal reports" />
      )}
    </>
  );
}
