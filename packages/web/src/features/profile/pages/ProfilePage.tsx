import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { profileQuery } from '../../../lib/user-api.ts';

/** spec 3 §2 "Profile and security": works without an active account; reloads the user on entry. */
export function ProfilePage() {
  const current = useCurrentUser();
  const { data } = useQuery({ ...profileQuery, refetchOnMount: 'always' });
  const profile = data ?? current.profile;

  return (
    <>
      <PageTitle>My Profile</PageTitle>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
        <Stack spacing={0.5}>
          <Typography variant="h2" data-testid="profile-name">
            {profile.firstName} {profile.lastName}
          </Typography>
          <Typography color="text.secondary" data-testid="profile-email">
            {profile.email}
          </Typography>
        </Stack>
      </Paper>
    </>
  );
}
