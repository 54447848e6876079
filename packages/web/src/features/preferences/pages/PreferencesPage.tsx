import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { PREFERENCES_ERRORS, PREFERENCES_UPDATED_MESSAGE } from '@storelens/contract/api/preferences';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PublicHeading } from '../../../components/PublicHeading.tsx';
import { usePreferences, useUpdatePreferences } from '../api.ts';

/** spec 2 §2 '/preferences?t=': one subscribe toggle and Update Preferences (opening the link changes nothing). */
export function PreferencesPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const preferences = usePreferences(token);
  const update = useUpdatePreferences();
  const [subscribed, setSubscribed] = useState(true);
  useEffect(() => {
    if (preferences.data) setSubscribed(preferences.data.subscribed);
  }, [preferences.data]);
  const invalid = token === '' || preferences.isError || update.isError;

  return (
    <>
      <PublicHeading
        title="Email preferences"
        subtitle={preferences.data ? preferences.data.name : 'Choose which emails you receive.'}
      />
      <Stack spacing={2.5}>
        {invalid && <Alert severity="error">{PREFERENCES_ERRORS.invalidLink.message}</Alert>}
        {update.isSuccess && <Alert severity="success">{PREFERENCES_UPDATED_MESSAGE}</Alert>}
        <FormControlLabel
          control={
            <Switch
              checked={subscribed}
              disabled={!preferences.isSuccess}
              onChange={(event) => {
                update.reset();
                setSubscribed(event.target.checked);
              }}
            />
          }
          label={preferences.data ? `Subscribed to ${preferences.data.name}` : 'Subscribed'}
        />
        <Button
          variant="contained"
          size="large"
          disabled={!preferences.isSuccess}
          loading={update.isPending}
          onClick={() => update.mutate({ token, subscribed })}
        >
          Update Preferences
        </Button>
      </Stack>
    </>
  );
}
