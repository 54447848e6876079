import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CreateReportSubscriptionBody,
  FREQUENCY_LABELS,
  REPORT_SUBSCRIPTION_LABELS,
  REPORT_SUBSCRIPTION_TEXTS,
} from '@storelens/contract/api/report-subscriptions';
import { REPORT_SUBSCRIPTION_FREQUENCIES } from '@storelens/contract/domain/report-subscription-schedule';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../lib/api.ts';
import { DialogSaveActions } from './DialogSaveActions.tsx';
import { FormSelect } from './form/FormSelect.tsx';
import { FormTextField } from './form/FormTextField.tsx';
import { showServerErrors } from './form/server-errors.ts';

/** The schedule a user chooses: the contract's own fields, so the dialog and the API say the same words. */
const ScheduleForm = z.object({
  frequency: CreateReportSubscriptionBody.shape.frequency,
  hour: CreateReportSubscriptionBody.shape.hour,
  timeZone: CreateReportSubscriptionBody.shape.timeZone,
});
type Input = z.input<typeof ScheduleForm>;
export type ScheduleValues = z.output<typeof ScheduleForm>;

const FREQUENCY_OPTIONS = REPORT_SUBSCRIPTION_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));
const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: hour,
  label: REPORT_SUBSCRIPTION_TEXTS.hourLabel(hour),
}));

/** The browser's time zone: the default of a new subscription. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

interface ReportSubscriptionDialogProps {
  title: string;
  /** what is emailed, in words (the report, its account, its filters and comparison) */
  summary: string;
  initial: ScheduleValues;
  saving: boolean;
  onSave: (values: ScheduleValues) => Promise<unknown>;
  onClose: () => void;
}

/** When a report email goes out: frequency, hour and time zone. */
export function ReportSubscriptionDialog({
  title,
  summary,
  initial,
  saving,
  onSave,
  onClose,
}: ReportSubscriptionDialogProps) {
  const { control, handleSubmit, formState, setError } = useForm<Input, unknown, ScheduleValues>({
    resolver: zodResolver(ScheduleForm),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      // a refusal of what the dialog does not show (the report, its filters) is said above its buttons
      const elsewhere = error instanceof ApiError && Object.keys(error.fields).some((f) => !(f in ScheduleForm.shape));
      if (elsewhere) setError('root', { message: error.message });
      else showServerErrors(error, setError);
    }
  });
  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="report-email-title">
      <DialogTitle id="report-email-title">{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={title} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {summary}
          </Typography>
          <FormSelect
            control={control}
            name="frequency"
            label={REPORT_SUBSCRIPTION_LABELS.frequency}
            options={FREQUENCY_OPTIONS}
          />
          <FormSelect control={control} name="hour" label={REPORT_SUBSCRIPTION_LABELS.hour} options={HOUR_OPTIONS} />
          <FormTextField
            control={control}
            name="timeZone"
            label={REPORT_SUBSCRIPTION_LABELS.timeZone}
            helperText="An IANA time zone, such as Europe/Paris"
          />
          {formState.errors.root && <Alert severity="error">{formState.errors.root.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogSaveActions onCancel={onClose} onSave={submit} saving={saving} />
    </Dialog>
  );
}
