import {
  InternalUser,
  InternalUserListItem,
  type InternalUserStatus,
  InternalUsersAnswer,
  type InviteInternalUserBody,
  type UpdateInternalUserBody,
} from '@storelens/contract/api/admin-users';
import { MessageAnswer } from '@storelens/contract/api/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useRefreshingMutation } from '../../lib/query-hooks.ts';

const usersKey = ['admin', 'users'] as const;

/** GET /admin/users?status=active|deactivated */
export const useInternalUsers = (status: InternalUserStatus) =>
  useQuery({
    queryKey: [...usersKey, 'list', status],
    queryFn: () => api.get(`/admin/users?status=${status}`, InternalUsersAnswer),
  });

/** GET /admin/users/{id} */
export const useInternalUser = (id: number) =>
  useQuery({
    queryKey: [...usersKey, 'one', id],
    queryFn: () => api.get(`/admin/users/${id}`, InternalUserListItem),
    enabled: id > 0,
    retry: false,
  });

const useUsersMutation = <Vars, Answer>(mutationFn: (vars: Vars) => Promise<Answer>) =>
  useRefreshingMutation(usersKey, mutationFn);

/** POST /admin/users/invite */
export const useInviteInternalUser = () =>
  useUsersMutation((body: InviteInternalUserBody) => api.post('/admin/users/invite', body, InternalUser));

type UserUpdate = { id: number; body: UpdateInternalUserBody };

/** PUT /admin/users/{id}; the lists show the change at once (the admin toggle) and reload when it is answered. */
export const useUpdateInternalUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UserUpdate) => api.put(`/admin/users/${id}`, body, InternalUserListItem),
    onMutate: async ({ id, body }: UserUpdate) => {
      const lists = { queryKey: [...usersKey, 'list'] };
      await queryClient.cancelQueries(lists);
      queryClient.setQueriesData<InternalUserListItem[]>(lists, (users) =>
        users?.map((u) => (u.id === id ? { ...u, accessLevel: body.accessLevel } : u)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
};

/** POST /admin/users/{id}/resendInvite */
export const useResendInternalInvite = () =>
  useUsersMutation((id: number) => api.post(`/admin/users/${id}/resendInvite`, undefined, MessageAnswer));

/** PUT /admin/users/{id}/activate or /deactivate */
export const useSetInternalUserActive = () =>
  useUsersMutation(({ id, isActive }: { id: number; isActive: boolean }) =>
    api.put(`/admin/users/${id}/${isActive ? 'activate' : 'deactivate'}`, undefined, MessageAnswer),
  );
