import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PROFILE_MESSAGES, UpdateProfileBody } from '@storelens/contract/api/profile';
import type { Profile } from '@storelens/contract/api/user';
import { MOBILE_MASK, maskMobile } from '@storelens/contract/validation/identity';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateProfile } from '../api.ts';

type ProfileValues = z.input<typeof UpdateProfileBody>;
type ProfileOutput = z.output<typeof UpdateProfileBody>;

/** spec 3 §2 Profile section: first name, last name, mobile (###-###-####), 'Update Profile'. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const { enqueueSnackbar } = useSnackbar();
  const { register, control, handleSubmit, formState } = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver: zodResolver(UpdateProfileBody),
    mode: 'onTouched',
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, mobile: profile.mobile ?? '' },
  });
  const { errors } = formState;
  const submit = (values: ProfileOutput) =>
    update.mutate(values, {
      onSuccess: () => enqueueSnackbar(PROFILE_MESSAGES.profileUpdated, { variant: 'success' }),
      // spec 3 §8: profile update errors are swallowed
    });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(submit)} data-testid="profile-form">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="First Name"
          {...register('firstName')}
          error={Boolean(errors.firstName)}
          helperText={errors.firstName?.message}
        />
        <TextField
          label="Last Name"
          {...register('lastName')}
          error={Boolean(errors.lastName)}
          helperText={errors.lastName?.message}
        />
      </Stack>
      <Controller
        name="mobile"
        control={control}
        render={({ field }) => (
          <TextField
            label="Mobile"
            placeholder={MOBILE_MASK}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            inputRef={field.ref}
            onChange={(event) => field.onChange(maskMobile(event.target.value))}
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 12 } }}
            error={Boolean(errors.mobile)}
            helperText={errors.mobile?.message}
          />
        )}
      />
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        Update Profile
      </Button>
    </Stack>
  );
}
