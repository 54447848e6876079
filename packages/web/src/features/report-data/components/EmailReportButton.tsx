import MailOutline from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { BuiltinReportKey, ReportDataAnswer } from '@storelens/contract/api/report-data';
import { REPORT_SUBSCRIPTION_TEXTS } from '@storelens/contract/api/report-subscriptions';
import { COMPARE_LABELS, REPORT_GRAIN_LABELS } from '@storelens/contract/domain/retail-calendar';
import { useState } from 'react';
import {
  browserTimeZone,
  ReportSubscriptionDialog,
  type ScheduleValues,
} from '../../../components/ReportSubscriptionDialog.tsx';
import { formatDateTime } from '../../../lib/connector-format.ts';
import { useCreateReportSubscription } from '../../../lib/report-subscriptions-api.ts';
import type { ReportFilters } from '../api.ts';

/** The account the frame's token names (its `acc` claim; the server checks the token, this only reads it). */
export function accountIdOfToken(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { acc?: unknown };
    return typeof claims.acc === 'number' && claims.acc > 0 ? claims.acc : null;
  } catch {
    return null;
  }
}

interface EmailReportButtonProps {
  reportKey: BuiltinReportKey;
  token: string;
  data: ReportDataAnswer;
  /** the screen's filters, from its address: the email keeps the location, grouping and comparison */
  filters: ReportFilters;
}

/** "Email me this report": subscribes the user to this report with the screen's filters and Compare-to. */
export function EmailReportButton({ reportKey, token, data, filters }: EmailReportButtonProps) {
  const accountId = accountIdOfToken(token);
  const create = useCreateReportSubscription(accountId ?? 0);
  const [open, setOpen] = useState(false);
  const [firstEmail, setFirstEmail] = useState<string | null>(null);
  if (accountId === null) return null;
  const location = data.locations.find((l) => l.value === filters.location)?.label ?? 'all locations';
  const summary = `${data.title} of ${data.accountName}: ${location}, by ${REPORT_GRAIN_LABELS[filters.grain].toLowerCase()}, ${
    filters.compare ? `compared with ${COMPARE_LABELS[filters.compare].toLowerCase()}` : 'no comparison'
  }.`;
  const save = async (values: ScheduleValues) => {
    const saved = await create.mutateAsync({
      reportKey,
      ...values,
      filters: { grain: filters.grain, ...(filters.location ? { location: filters.location } : {}) },
      compare: filters.compare ?? null,
    });
    setFirstEmail(formatDateTime(saved.nextSendAt));
    setOpen(false);
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<MailOutline />} onClick={() => setOpen(true)}>
        {REPORT_SUBSCRIPTION_TEXTS.button}
      </Button>
      {firstEmail && (
        <Alert severity="success" onClose={() => setFirstEmail(null)} sx={{ width: '100%' }}>
          {REPORT_SUBSCRIPTION_TEXTS.saved(`on ${firstEmail}`)}
        </Alert>
      )}
      {open && (
        <ReportSubscriptionDialog
          title={REPORT_SUBSCRIPTION_TEXTS.dialogTitle}
          summary={summary}
          initial={{ frequency: 'weekly', hour: 8, timeZone: browserTimeZone() }}
          saving={create.isPending}
          onSave={save}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
