import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRouteError } from 'react-router';
import { StatusMessage } from '../components/StatusMessage.tsx';

/** Catches what no page handled, so a failure never leaves a blank screen. */
export function ErrorScreen() {
  const error = useRouteError();
  console.error(error);
  return (
    <Stack sx={{ p: 3 }}>
      <StatusMessage icon={<ErrorOutlineIcon />} title="Something went wrong">
        The page could not be loaded. Try again in a moment.
        <Button
          variant="contained"
          sx={{ display: 'flex', mx: 'auto', mt: 3 }}
          onClick={() => window.location.assign('/')}
        >
          Reload
        </Button>
      </StatusMessage>
    </Stack>
  );
}
