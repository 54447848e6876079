import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { profileQuery } from '../../../lib/user-api.ts';
import { ApiKeysSection } from '../components/ApiKeysSection.tsx';
import { ChangeEmailForm } from '../components/ChangeEmailForm.tsx';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { ReportEmailsSection } from '../components/ReportEmailsSection.tsx';
import { SourceAlertsSection } from '../components/SourceAlertsSection.tsx';
import { TwoFactorSection } from '../components/TwoFactorSection.tsx';

function Section({ title, children, sub = false }: { title: string; children: ReactNode; sub?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label={title}>
      <Typography variant={sub ? 'h3' : 'h2'} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** spec 3 §2 "Profile and security": works without an active account; reloads the user on entry. */
export function ProfilePage() {
  const current = useCurrentUser();
  const { data } = useQuery({ ...profileQuery, refetchOnMount: 'always' });
  const profile = data ?? current.profile;

  return (
    <>
      <PageTitle>My Profile</PageTitle>
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <Section title="Profile">
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            <Typography data-testid="profile-name" sx={{ fontWeight: 600 }}>
              {profile.firstName} {profile.lastName}
            </Typography>
            <Typography color="text.secondary" data-testid="profile-email">
              {profile.email}
            </Typography>
          </Stack>
          <ProfileForm
            key={`${profile.id}-${profile.firstName}-${profile.lastName}-${profile.mobile}`}
            profile={profile}
          />
        </Section>
        <Section title="Email Notifications">
          <SourceAlertsSection />
        </Section>
        <Section title="Report emails">
          <ReportEmailsSection />
        </Section>
        {/* spec 3 §2: a Profile section and a Security section (email, password, two-factor) */}
        <Stack spacing={2} component="section" aria-label="Security">
          <Typography variant="h2">Security</Typography>
          <Section title="Change Email" sub>
            <ChangeEmailForm currentEmail={profile.email} />
          </Section>
          <Section title="Change Password" sub>
            <ChangePasswordForm />
          </Section>
          <Section title="Two-Factor Authentication" sub>
            <TwoFactorSection profile={profile} />
          </Section>
          <Section title="API Keys" sub>
            <ApiKeysSection />
          </Section>
        </Stack>
      </Stack>
    </>
  );
}
