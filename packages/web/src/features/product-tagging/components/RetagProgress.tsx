import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TaggingOwner } from '../api.ts';
import { useRetagProgress } from '../api.ts';
import { retagProgressText } from '../tagging-text.ts';

/**
 * The background re-tag after a change to the list: a bar with the running accounts'
 * products done of their total, while one is queued or running; nothing once the products carry
 * the current rules' outcome.
 */
export function RetagProgress({ owner }: { owner: TaggingOwner }) {
  const progress = useRetagProgress(owner);
  const text = progress.data ? retagProgressText(progress.data) : null;
  if (!progress.data || !text) return null;
  const { done, total, running } = progress.data;
  const determinate = running > 0 && total > 0;
  return (
    <Box sx={{ mb: 2, maxWidth: 640 }} data-testid="retag-progress" role="status">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {text}
      </Typography>
      <LinearProgress
        variant={determinate ? 'determinate' : 'indeterminate'}
        value={determinate ? Math.min(100, (100 * done) / total) : undefined}
        aria-label="Re-tag progress"
      />
    </Box>
  );
}
