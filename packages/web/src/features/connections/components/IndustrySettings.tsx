import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CONNECTION_MESSAGES } from '@storelens/contract/api/connections';
import { useSnackbar } from 'notistack';
import { ApiError } from '../../../lib/api.ts';
import { useDataSettings, useSaveDataSetting } from '../data-permissions-api.ts';

/** spec 3 §2 Industry tab: the vertical's data permission settings, each a 'true'/'false' value. */
export function IndustrySettings({ accountId, readOnly }: { accountId: number; readOnly: boolean }) {
  const settings = useDataSettings(accountId);
  const save = useSaveDataSetting(accountId);
  const { enqueueSnackbar } = useSnackbar();
  if (settings.isPending) return <CircularProgress size={24} sx={{ m: 2 }} />;
  if (settings.error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        The settings could not be loaded.
      </Alert>
    );
  if (settings.data.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        Your industry has no data permission settings.
      </Typography>
    );
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      {settings.data.map((s) => (
        <FormControlLabel
          key={s.typeId}
          control={
            <Switch
              checked={s.value === 'true'}
              disabled={readOnly || save.isPending}
              onChange={(e) =>
                save.mutate(
                  { typeId: s.typeId, value: e.target.checked ? 'true' : 'false' },
                  {
                    onSuccess: () => enqueueSnackbar(CONNECTION_MESSAGES.settingSaved, { variant: 'success' }),
                    onError: (err) =>
                      enqueueSnackbar(err instanceof ApiError ? err.message : 'Saving failed', { variant: 'error' }),
                  },
                )
              }
              slotProps={{ input: { 'aria-label': s.title } }}
            />
          }
          label={
            <>
              <Typography>{s.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {s.description}
              </Typography>
            </>
          }
        />
      ))}
    </Stack>
  );
}
