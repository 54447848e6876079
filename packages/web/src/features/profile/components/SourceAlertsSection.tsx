import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SOURCE_ALERT_EMAIL_TEXT } from '@storelens/contract/domain/source-health';
import { SOURCE_ALERT_EMAILS_SETTING } from '@storelens/contract/validation/user-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { saveErrorText } from '../../../lib/connector-format.ts';
import { fetchSetting, saveSetting } from '../../../lib/user-api.ts';

const settingKey = ['user', 'settings', SOURCE_ALERT_EMAILS_SETTING] as const;

/**
 * Whether the user gets the source alert emails (a source failing, working again, pausing itself)
 * of the accounts they administer. Unset means yes; the server skips the users who turned them off.
 */
export function SourceAlertsSection() {
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const setting = useQuery({ queryKey: settingKey, queryFn: () => fetchSetting(SOURCE_ALERT_EMAILS_SETTING) });
  const save = useMutation({
    mutationFn: (on: boolean) => saveSetting({ name: SOURCE_ALERT_EMAILS_SETTING, value: on }),
    onSuccess: (_answer, on) => {
      client.setQueryData(settingKey, on);
      enqueueSnackbar(on ? SOURCE_ALERT_EMAIL_TEXT.on : SOURCE_ALERT_EMAIL_TEXT.off, {
        variant: 'success',
        autoHideDuration: 2000,
      });
    },
    onError: (error) => enqueueSnackbar(saveErrorText(error), { variant: 'error' }),
  });
  const isOn = setting.data !== false;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Sent to account admins: once when a source has failed several runs in a row, once when it works again, and when
        it pauses itself.
      </Typography>
      <FormControlLabel
        label={SOURCE_ALERT_EMAIL_TEXT.label}
        control={
          <Switch
            checked={isOn}
            disabled={setting.isPending || save.isPending}
            onChange={(event) => save.mutate(event.target.checked)}
          />
        }
      />
    </>
  );
}
