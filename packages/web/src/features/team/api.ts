import { MessageAnswer } from '@storelens/contract/api/profile';
import { TeamInvitationAnswer, TeamInviteAnswer, TeamUser, TeamUsersAnswer } from '@storelens/contract/api/team';
import type { TeamAccessLevel } from '@storelens/contract/domain/identity';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useRefreshingMutation, useTokenCheck } from '../../lib/query-hooks.ts';

export const teamQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'users'],
    queryFn: () => api.get(`/accounts/users/${accountId}`, TeamUsersAnswer),
  });

/** GET /accounts/users/{accountId} */
export const useTeam = (accountId: number) => useQuery(teamQuery(accountId));

const useTeamMutation = <Vars, Answer>(accountId: number, mutationFn: (vars: Vars) => Promise<Answer>) =>
  useRefreshingMutation(teamQuery(accountId).queryKey, mutationFn);

/** POST /accounts/users/{accountId} {email}: the answer names no one; the team list is fetched again */
export const useInviteMember = (accountId: number) =>
  useTeamMutation(accountId, (email: string) => api.post(`/accounts/users/${accountId}`, { email }, TeamInviteAnswer));

/** POST /accounts/users/{accountId}/{userId}/resend */
export const useResendInvite = (accountId: number) =>
  useTeamMutation(accountId, (userId: number) =>
    api.post(`/accounts/users/${accountId}/${userId}/resend`, undefined, MessageAnswer),
  );

type LevelChange = { userId: number; accessLevel: TeamAccessLevel };

/** PUT /accounts/users/{accountId}/{userId}/accessLevel; the toggle moves at once and moves back on failure. */
export const useSetAccessLevel = (accountId: number) => {
  const queryClient = useQueryClient();
  const { queryKey } = teamQuery(accountId);
  return useMutation({
    mutationFn: ({ userId, accessLevel }: LevelChange) =>
      api.put(`/accounts/users/${accountId}/${userId}/accessLevel`, { accessLevel }, TeamUser),
    onMutate: async ({ userId, accessLevel }: LevelChange) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (users) => users?.map((u) => (u.id === userId ? { ...u, accessLevel } : u)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
};

/** DELETE /accounts/users/{accountId}/{userId} */
export const useRemoveMember = (accountId: number) =>
  useTeamMutation(accountId, (userId: number) => api.delete(`/accounts/users/${accountId}/${userId}`, MessageAnswer));

/** GET /auth/join/team/validate/{token}: a team invitation of someone who already has a user. */
export const useTeamInvitation = (token: string) =>
  useTokenCheck(
    ['auth', 'joinTeam', token],
    `/auth/join/team/validate/${encodeURIComponent(token)}`,
    TeamInvitationAnswer,
  );

/** PUT /auth/join/team/{token}: accept, and only then join the account. */
export const useAcceptTeamInvitation = (token: string) =>
  useMutation({ mutationFn: () => api.put(`/auth/join/team/${encodeURIComponent(token)}`, {}, MessageAnswer) });
