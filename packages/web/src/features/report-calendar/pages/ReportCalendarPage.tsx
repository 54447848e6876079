import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REPORT_CALENDAR_TEXTS } from '@storelens/contract/api/report-calendar';
import {
  RETAIL_CALENDAR_LABELS,
  RETAIL_CALENDARS,
  type RetailCalendar,
} from '@storelens/contract/domain/retail-calendar';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { LoadState } from '../../../components/LoadState.tsx';
import { TitleBar } from '../../../components/PageTitle.tsx';
import { useErrorSnackbar } from '../../../components/useErrorSnackbar.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useReportCalendar, useSaveReportCalendar } from '../api.ts';

/** '/settings/reportCalendar': the calendar the account's built-in reports cut periods by (account admins). */
export function ReportCalendarPage() {
  const { account } = useCurrentUser();
  const accountId = account?.id ?? 0;
  const saved = useReportCalendar(accountId);
  const save = useSaveReportCalendar(accountId);
  const [chosen, setChosen] = useState<RetailCalendar | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorSnackbar();
  const value = chosen ?? saved.data?.retailCalendar ?? 'gregorian';
  const onSave = () =>
    save.mutate(
      { retailCalendar: value },
      {
        onSuccess: () => {
          setChosen(null);
          enqueueSnackbar(REPORT_CALENDAR_TEXTS.saved, { variant: 'success' });
        },
        onError: showError,
      },
    );
  return (
    <>
      <TitleBar title={REPORT_CALENDAR_TEXTS.title} />
      <LoadState query={saved} failure={REPORT_CALENDAR_TEXTS.loadFailed} />
      {saved.data && (
        <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {REPORT_CALENDAR_TEXTS.intro}
            </Typography>
            <TextField
              select
              label={REPORT_CALENDAR_TEXTS.field}
              value={value}
              onChange={(e) => setChosen(e.target.value as RetailCalendar)}
            >
              {RETAIL_CALENDARS.map((c) => (
                <MenuItem key={c} value={c}>
                  {RETAIL_CALENDAR_LABELS[c]}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" justifyContent="flex-end">
              <Button variant="contained" onClick={onSave} disabled={save.isPending}>
                Save
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </>
  );
}
