import { LoginAnswer, type LoginBody } from '@storelens/contract/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { setExpiration } from '../../lib/session.ts';

/** POST /auth: sign in; the answer says whether a second factor is still needed. */
export const login = (body: LoginBody) => api.post('/auth', body, LoginAnswer);

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (answer.status !== 'Success') return;
      // A new sign-in may be another person: drop everything cached for the previous one.
      queryClient.removeQueries();
      // Without an expiry in the answer the session guard asks the server for it.
      if (answer.exp !== undefined) setExpiration(queryClient, answer.exp);
    },
  });
};
