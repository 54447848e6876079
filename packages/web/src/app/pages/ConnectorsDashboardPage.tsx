import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../../components/PageTitle.tsx';
import { DestinationsList } from '../../features/destinations/components/DestinationsList.tsx';
import { useSources } from '../../features/sources/api.ts';
import { DeleteDataPanel } from '../../features/sources/components/DeleteDataPanel.tsx';
import { SourcesList } from '../../features/sources/components/SourcesList.tsx';
import { saveErrorText } from '../../lib/connector-format.ts';
import { useDestinations } from '../../lib/connectors-api.ts';
import { useActiveAccount } from '../../lib/use-active-account.ts';

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
        <DestinationsList accountId={account.id} destinations={destinations.data} sources={sources.data} />
        <DeleteDataPanel accountId={account.id} accountName={account.name} />
      </Stack>
    </>
  );
}
