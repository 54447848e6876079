import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useDestinations, useSources } from '../api.ts';
import { DeleteDataPanel } from '../components/DeleteDataPanel.tsx';
import { DestinationsList } from '../components/DestinationsList.tsx';
import { SourcesList } from '../components/SourcesList.tsx';
import { saveErrorText } from '../format.ts';
import { useActiveAccount } from '../use-active-account.ts';

/** spec 2 §2 '/connectors': Sources, Destinations and the Delete Data panel. */
export function ConnectorsDashboardPage() {
  const account = useActiveAccount();
  const sources = useSources(account.id);
  const destinations = useDestinations(account.id);
  const loadError = sources.error ?? destinations.error;

  return (
    <>
      <PageTitle>Connectors</PageTitle>
      {loadError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {saveErrorText(loadError)}
        </Alert>
      )}
      <Stack spacing={3} sx={{ maxWidth: 1200 }}>
        <SourcesList accountId={account.id} sources={sources.data} destinations={destinations.data ?? []} />
        <DestinationsList accountId={account.id} destinations={destinations.data} />
        <DeleteDataPanel accountId={account.id} accountName={account.name} />
      </Stack>
    </>
  );
}
