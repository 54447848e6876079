import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { Redirect } from '../../../components/Redirect.tsx';
import { useDestinations } from '../../../lib/connectors-api.ts';
import { useActiveAccount } from '../../../lib/use-active-account.ts';
import { useSource, useSourceLimit } from '../api.ts';
import { SourceForm } from '../components/SourceForm.tsx';
import { SourceRunPanel } from '../components/SourceRunPanel.tsx';
import { SourceTimeline } from '../components/SourceTimeline.tsx';

/** What the form needs (the limit, the destinations to send to) did not load: say so rather than spin on. */
const LoadFailed = () => <Alert severity="error">The source form could not be loaded.</Alert>;

/** spec 2 §2 '/connectors/sources/create': redirects to / when the account is at its source limit. */
export function CreateSourcePage() {
  const account = useActiveAccount();
  const limit = useSourceLimit(account.id);
  const destinations = useDestinations(account.id);
  // Decided once, on arrival: the source this page saves fills the limit, and the save must still finish.
  const [isAtLimit, setIsAtLimit] = useState<boolean | null>(null);
  if (isAtLimit === null && limit.data) setIsAtLimit(limit.data.used >= limit.data.limit);
  if (isAtLimit) return <Redirect to="/" />;
  if (isAtLimit === null && limit.isError) return <LoadFailed />;
  if (destinations.isError) return <LoadFailed />;
  if (isAtLimit === null || !destinations.data) return <LoadingScreen />;
  return <SourceForm accountId={account.id} destinations={destinations.data} />;
}

/** spec 2 §2 '/connectors/sources/edit/{id}', titled Edit Source. */
export function EditSourcePage() {
  const account = useActiveAccount();
  const id = Number(useParams().id);
  const source = useSource(account.id, id, Number.isInteger(id) && id > 0);
  const destinations = useDestinations(account.id);
  if (!Number.isInteger(id) || id <= 0 || source.isError) return <Redirect to="/connectors" />;
  if (destinations.isError) return <LoadFailed />;
  if (!source.data || !destinations.data) return <LoadingScreen />;
  return (
    <>
      {/* Keyed by the id only: a refetch (after saving, on focus) must not remount the form and lose the save's callbacks or the user's edits */}
      <SourceForm key={source.data.id} accountId={account.id} destinations={destinations.data} saved={source.data} />
      {/* a source whose setup is not complete has nothing to run yet */}
      {source.data.isSetup && (
        <Stack spacing={3} sx={{ maxWidth: 960, mt: 4 }}>
          <SourceRunPanel accountId={account.id} source={source.data} />
          <SourceTimeline accountId={account.id} sourceId={source.data.id} />
        </Stack>
      )}
    </>
  );
}
