import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import {
  FREQUENCY_LABELS,
  REPORT_SUBSCRIPTION_ERRORS,
  REPORT_SUBSCRIPTION_TEXTS,
} from '@storelens/contract/api/report-subscriptions';
import type { ReportSubscriptionFrequency } from '@storelens/contract/domain/report-subscription-schedule';
import { useParams } from 'react-router';
import { PublicHeading } from '../../../components/PublicHeading.tsx';
import { isApiStatus } from '../../../lib/api.ts';
import { useUnsubscribe, useUnsubscribeCheck } from '../api.ts';

const T = REPORT_SUBSCRIPTION_TEXTS;

const failureText = (error: unknown) =>
  isApiStatus(error, 404) ? REPORT_SUBSCRIPTION_ERRORS.unsubscribeNotFound.message : T.unsubscribeFailed;

const frequencyWord = (frequency: string) =>
  (FREQUENCY_LABELS[frequency as ReportSubscriptionFrequency] ?? frequency).split(' ')[0]?.toLowerCase() ?? frequency;

/**
 * '/unsubscribe/:token' (public): the report email's visible "Unsubscribe" link. Opening it changes
 * nothing (mail scanners open links); the button stops the email, as the one-click header does.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const check = useUnsubscribeCheck(token);
  const unsubscribe = useUnsubscribe();
  return (
    <>
      <PublicHeading title={T.unsubscribeTitle} subtitle="StoreLens report emails" />
      <Stack spacing={2.5}>
        {check.isPending && <CircularProgress aria-label="Loading" />}
        {check.isError && <Alert severity="error">{failureText(check.error)}</Alert>}
        {unsubscribe.isError && <Alert severity="error">{failureText(unsubscribe.error)}</Alert>}
        {unsubscribe.isSuccess && (
          <Alert severity="success" data-testid="unsubscribe-outcome">
            {T.unsubscribed}
          </Alert>
        )}
        {check.data && !unsubscribe.isSuccess && (
          <>
            <Alert severity="info">
              {T.unsubscribeAsk(check.data.reportName, check.data.accountName, frequencyWord(check.data.frequency))}
            </Alert>
            <Button
              variant="contained"
              size="large"
              color="error"
              loading={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {T.unsubscribeButton}
            </Button>
          </>
        )}
      </Stack>
    </>
  );
}
