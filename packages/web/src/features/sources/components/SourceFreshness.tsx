import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SourceFreshness } from '@storelens/contract/api/source-runs';
import { formatDateTime } from '../../../lib/connector-format.ts';

/** The time every stream is complete through: the earliest of the streams' times. */
export const completeThroughAll = (freshness: SourceFreshness): string | null =>
  Object.values(freshness.completeThrough).sort()[0] ?? null;

/** "Data complete through …": how far the source's data is whole. */
export function CompleteThrough({ freshness }: { freshness: SourceFreshness }) {
  const through = completeThroughAll(freshness);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="complete-through">
      {through ? `Data complete through ${formatDateTime(through)}` : 'No successful run yet'}
    </Typography>
  );
}

/** A warning badge when the data stopped flowing (the last success is older than two runs and 15 minutes). */
export function StaleBadge({ freshness }: { freshness: SourceFreshness }) {
  if (!freshness.stale) return null;
  const since = freshness.lastSuccessAt
    ? `No successful run since ${formatDateTime(freshness.lastSuccessAt)}`
    : 'No successful run yet';
  return (
    <Tooltip title={since}>
      <Chip size="small" color="warning" variant="outlined" label="Stale" data-testid="stale-badge" />
    </Tooltip>
  );
}
