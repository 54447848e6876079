import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { CreateWebhookBody, type Webhook } from '@storelens/contract/api/webhooks';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@storelens/contract/domain/webhook-events';
import { type Control, useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogSaveActions } from '../../../components/DialogSaveActions.tsx';
import { FormSwitch } from '../../../components/form/FormSwitch.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { showServerErrors } from '../../../components/form/server-errors.ts';

type Input = z.input<typeof CreateWebhookBody>;
export type WebhookValues = z.output<typeof CreateWebhookBody>;

/** The events to choose from, each a checkbox with its type and what it means. */
function EventChoices({ control }: { control: Control<Input, unknown, WebhookValues> }) {
  const { field, fieldState } = useController({ control, name: 'events' });
  const chosen: string[] = field.value ?? [];
  const toggle = (type: string, on: boolean) =>
    field.onChange(on ? [...chosen, type] : chosen.filter((t) => t !== type));
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset">
      <FormLabel component="legend">Events</FormLabel>
      <FormGroup>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            label={`${type}: ${WEBHOOK_EVENT_LABELS[type]}`}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

interface WebhookFormDialogProps {
  /** the endpoint to change; none: a new one */
  webhook: Webhook | null;
  saving: boolean;
  onSave: (values: WebhookValues) => Promise<unknown>;
  onClose: () => void;
}

/** Add or change a webhook: its URL, description, events and whether it is on. */
export function WebhookFormDialog({ webhook, saving, onSave, onClose }: WebhookFormDialogProps) {
  const { control, handleSubmit, formState, setError } = useForm<Input, unknown, WebhookValues>({
    resolver: zodResolver(CreateWebhookBody),
    mode: 'onTouched',
    defaultValues: webhook
      ? { url: webhook.url, description: webhook.description, events: webhook.events, enabled: webhook.enabled }
      : { url: '', description: '', events: [], enabled: true },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      showServerErrors(error, setError);
    }
  });
  const title = webhook ? 'Edit webhook' : 'Add webhook';
  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="webhook-form-title">
      <DialogTitle id="webhook-form-title">{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={title} sx={{ pt: 1 }}>
          <FormTextField
            control={control}
            name="url"
            label="URL"
            required
            helperText="An https address that answers 2xx within 10 seconds"
          />
          <FormTextField control={control} name="description" label="Description" />
          <EventChoices control={control} />
          <FormSwitch control={control} name="enabled" label="Enabled" />
          {formState.errors.root && <Alert severity="error">{formState.errors.root.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogSaveActions onCancel={onClose} onSave={submit} saving={saving} />
    </Dialog>
  );
}
