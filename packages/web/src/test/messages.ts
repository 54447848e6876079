import type { z } from 'zod';

/**
 * The message the contract's schema gives for `input` at `field` (a dotted path; none for a schema of
 * one field): what the page must show, taken from the rule itself rather than retyped, so the test
 * follows the contract's wording.
 *
 *   messageOf(InviteTeamUserBody, { email: 'nope' }, 'email') // 'Email is not a valid email address'
 *   messageOf(totpCodeField('Code'), '12')                    // 'Code is 6 digits'
 */
export function messageOf<S extends z.ZodType>(schema: S, input: unknown, field = ''): string {
  const result = schema.safeParse(input);
  const issue = result.error?.issues.find((i) => i.path.join('.') === field);
  if (!issue) throw new Error(`the contract accepts ${JSON.stringify(input)} at '${field}'`);
  return issue.message;
}
