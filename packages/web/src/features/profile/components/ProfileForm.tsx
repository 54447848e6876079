import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import type { Profile } from '@storelens/contract/api/profile';
import { PROFILE_MESSAGES, UpdateProfileBody } from '@storelens/contract/api/profile';
import { MOBILE_MASK } from '@storelens/contract/validation/identity';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { useUpdateProfile } from '../api.ts';
import { maskMobileInput } from '../mobile-input.ts';
import { SectionForm, useSavedSnackbar } from './SectionForm.tsx';

type ProfileValues = z.input<typeof UpdateProfileBody>;
type ProfileOutput = z.output<typeof UpdateProfileBody>;

/** spec 3 §2 Profile section: first name, last name, mobile (###-###-####), 'Update Profile'. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const saved = useSavedSnackbar(PROFILE_MESSAGES.profileUpdated);
  const { control, handleSubmit } = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver: zodResolver(UpdateProfileBody),
    mode: 'onTouched',
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, mobile: profile.mobile ?? '' },
  });
  const submit = (values: ProfileOutput) =>
    update.mutate(values, {
      onSuccess: saved,
      // spec 3 §8: profile update errors are swallowed
    });

  return (
    <SectionForm
      testId="profile-form"
      onSubmit={handleSubmit(submit)}
      submitting={update.isPending}
      submitLabel="Update Profile"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="firstName" label="First Name" />
        <FormTextField control={control} name="lastName" label="Last Name" />
      </Stack>
      <FormTextField
        control={control}
        name="mobile"
        label="Mobile"
        placeholder={MOBILE_MASK}
        transform={maskMobileInput}
        // no maxLength: it would cut a pasted '+1 555 010 0100' short; the mask bounds the digits
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
    </SectionForm>
  );
}
