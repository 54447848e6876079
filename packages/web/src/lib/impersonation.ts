import { ImpersonationAnswer } from '@storelens/contract/api/admin-users';
import { apiRequest } from './api.ts';
import { rememberAccountId } from './session.ts';

// Impersonation swaps the session cookie, so the page starts over as the other user: a fresh
// document leaves nothing cached of the previous one. Used by the team page and the top bar.

/** GET /admin/users/impersonate/{accountId}/{userId}: sign in as a member of the account. */
export async function startImpersonation(accountId: number, userId: number): Promise<void> {
  const answer = await apiRequest('GET', `/admin/users/impersonate/${accountId}/${userId}`, {
    schema: ImpersonationAnswer,
  });
  rememberAccountId(answer.accountId);
  window.location.assign('/');
}

/** DELETE /admin/users/impersonate: back to one's own user, in the same account. */
export async function endImpersonation(): Promise<void> {
  await apiRequest('DELETE', '/admin/users/impersonate', { schema: ImpersonationAnswer });
  window.location.assign('/settings/users');
}
