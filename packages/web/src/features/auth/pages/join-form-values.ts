import type { JoinForm } from '@storelens/contract/api/auth';

/** The join form's fields by label, as the invitation pages (team member, system admin) show them. */
export const joinFormLabels = (form: JoinForm): Record<string, string> => ({
  'First Name': form.firstName,
  'Last Name': form.lastName,
  Password: form.password,
  'Confirm Password': form.confirmPassword,
});

/** A join form filled in right: the invited person's names and a password inside the policy, confirmed. */
export const filledJoinForm = (firstName: string, lastName: string): JoinForm => ({
  firstName,
  lastName,
  password: 'Secret-Pass1',
  confirmPassword: 'Secret-Pass1',
});
