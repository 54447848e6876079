import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visibleNavItems } from '@storelens/contract/access/navigation';
import { REPORT_VIEW_TEXTS } from '@storelens/contract/api/reports';
import { possessive } from '@storelens/contract/domain/possessive';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { usePendingBrandRequests } from '../api.ts';

/** What each page the sidebar may offer does, in a line, for the landing page of an account without reports. */
const PAGE_PURPOSE: Record<string, string> = {
  users: 'Invite your team and choose what each person may do.',
  retailConnect: 'Ask retailers to share their sales with your brand.',
  dataPermissions: 'Answer brand connection requests and choose which data you share.',
  locations: 'Check the store locations synced from your point-of-sale.',
  connectors: 'Set up data sources and destinations.',
};

const requestsWaiting = (n: number) =>
  n === 1 ? '1 brand connection request is waiting' : `${n} brand connection requests are waiting`;

/**
 * The /reports landing page of an account without reports: the spec's sentence, then what the user
 * can do here instead — the connection requests waiting for an answer first (with their count), then
 * every other page the sidebar offers them. Only pages the role guard lets them open are linked.
 */
export function NoReportsGuide() {
  const { profile, account } = useCurrentUser();
  const pages = visibleNavItems(profile, account).filter((i) => i.key !== 'reports' && i.key !== 'profile');
  const canAnswer = pages.some((p) => p.key === 'dataPermissions');
  const pending = usePendingBrandRequests(account?.id ?? 0, canAnswer && account !== null);
  const waiting = pending.data ?? [];
  const name = account?.name ?? 'this account';

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }} data-testid="no-reports">
      <Typography>{REPORT_VIEW_TEXTS.noReports}</Typography>
      {waiting.length > 0 && (
        <Alert
          severity="info"
          data-testid="pending-requests"
          action={
            <Button component={RouterLink} to="/settings/dataPermissions" color="inherit" size="small">
              Review requests
            </Button>
          }
        >
          <AlertTitle>{requestsWaiting(waiting.length)}</AlertTitle>
          {waiting.map((w) => w.name).join(', ')} {waiting.length === 1 ? 'asks' : 'ask'} to see {possessive(name)}{' '}
          data. Approve or deny on Data Permissions.
        </Alert>
      )}
      {pages.length > 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="no-reports-next">
          <Typography id="no-reports-next" variant="h2" sx={{ mb: 1 }}>
            What you can do in {name}
          </Typography>
          <List disablePadding>
            {pages.map((p) => (
              <ListItem key={p.key} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={p.path} data-testid={`next-${p.key}`}>
                      {p.label}
                    </Link>
                  }
                  secondary={PAGE_PURPOSE[p.key]}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      ) : (
        <Typography color="text.secondary">
          StoreLens staff turn reports on for each account. Ask an account admin of {name} or StoreLens support about
          them, or switch to another account from the account menu at the top.
        </Typography>
      )}
    </Stack>
  );
}
