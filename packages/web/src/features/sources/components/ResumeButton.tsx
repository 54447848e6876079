import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { saveErrorText } from '../../../lib/connector-format.ts';
import { useResumeSource } from '../run-api.ts';

/** Resume a source that paused itself after failed runs: it runs on schedule again. */
export function ResumeButton({ accountId, sourceId, name }: { accountId: number; sourceId: number; name: string }) {
  const resume = useResumeSource(accountId);
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Button
      size="small"
      variant="outlined"
      loading={resume.isPending}
      aria-label={`Resume ${name}`}
      onClick={() =>
        resume.mutate(sourceId, {
          onSuccess: (answer) => enqueueSnackbar(answer.message, { variant: 'success', autoHideDuration: 3000 }),
          onError: (error) => enqueueSnackbar(saveErrorText(error), { variant: 'error' }),
        })
      }
    >
      Resume
    </Button>
  );
}
