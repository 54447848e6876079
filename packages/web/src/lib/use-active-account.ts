import { isSystemUser } from '@storelens/contract/access/roles';
import { useCurrentUser } from './current-user.tsx';

/** The active account; the connector routes sit inside the account guard, so there is one. */
export function useActiveAccount() {
  const { account } = useCurrentUser();
  if (!account) throw new Error('connector screens need an active account');
  return account;
}

/** spec 2 §5, §6: the OAuth email option is for system users only. */
export function useIsSystemUser(): boolean {
  return isSystemUser(useCurrentUser().profile);
}
