import { isSystemUser } from '@storelens/contract/access/roles';
import type { ActiveAccount, UserAccount } from '@storelens/contract/api/accounts';
import type { Profile } from '@storelens/contract/api/profile';
import { ACCOUNT_POLL_MS } from '@storelens/contract/domain/session';
import { DEFAULT_TIME_ZONE } from '@storelens/contract/domain/users';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { isApiStatus } from './api.ts';
import { rememberAccountId, rememberedAccountId, useSignOut } from './session.ts';
import {
  activeAccountQuery,
  fetchSetting,
  profileQuery,
  saveSetting,
  saveTimeZone,
  userAccountsQuery,
} from './user-api.ts';

export interface CurrentUser {
  profile: Profile;
  /** Every account the user may switch to. */
  accounts: UserAccount[];
  /** The account the user works in; null only when they belong to none. */
  account: ActiveAccount | null;
  switchAccount: (id: number) => Promise<void>;
  /** Set when another sign-in of this user moved to this account (spec 1 §4). */
  changedAccountId: number | null;
}

const CurrentUserContext = createContext<CurrentUser | null>(null);

/** The signed-in user and active account; only inside the signed-in part of the app. */
export const useCurrentUser = (): CurrentUser => {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser outside CurrentUserProvider');
  return value;
};

/**
 * spec 1 §4: this tab's earlier choice if still offered, else the default account, else the first.
 * A system user's list is only the first page of their accounts, so their earlier
 * choice is tried even when that page does not hold it; the server's access check decides.
 */
export const chooseAccount = (
  accounts: UserAccount[],
  remembered: number | null,
  isPartialList = false,
): number | null =>
  (isPartialList && remembered !== null && accounts.length > 0 ? remembered : null) ??
  (accounts.find((a) => a.id === remembered) ?? accounts.find((a) => a.default) ?? accounts[0])?.id ??
  null;

const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;

const saveLastAccount = (id: number) => saveSetting({ name: 'lastAccount', value: id }).catch(() => undefined);

/** spec 1 §4: a profile without a time zone gets the browser's, once. */
const useTimeZoneDefault = (profile: Profile | undefined): void => {
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (!profile || profile.timeZone !== null || done.current) return;
    done.current = true;
    saveTimeZone(browserTimeZone())
      .then(({ timeZone }) =>
        queryClient.setQueryData(profileQuery.queryKey, (old) => (old ? { ...old, timeZone } : old)),
      )
      .catch(() => undefined);
  }, [profile, queryClient]);
};

/**
 * spec 1 §4: with several accounts, read lastAccount every ACCOUNT_POLL_MS; a value other
 * than the active account means another sign-in moved elsewhere.
 */
const useAccountPoll = (activeId: number | null, accountCount: number): number | null => {
  const [changedId, setChangedId] = useState<number | null>(null);
  useEffect(() => {
    if (activeId === null || accountCount < 2) return;
    const timer = window.setInterval(async () => {
      const value = await fetchSetting('lastAccount').catch(() => null);
      if (value !== null && value !== '' && String(value) !== String(activeId)) setChangedId(Number(value));
    }, ACCOUNT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [activeId, accountCount]);
  return changedId;
};

interface CurrentUserProviderProps {
  children: ReactNode;
  /** Shown while the profile and the active account load. */
  fallback: ReactNode;
}

/** Loads the profile, the user's accounts and the active account (spec 1 §4 "After login"). */
export function CurrentUserProvider({ children, fallback }: CurrentUserProviderProps) {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const profile = useQuery(profileQuery);
  const accounts = useQuery(userAccountsQuery);
  const [activeId, setActiveId] = useState<number | null>(null);
  const accountList = accounts.data ?? [];
  const account = useQuery({ ...activeAccountQuery(activeId ?? 0), enabled: activeId !== null });

  // spec 1 §8: a profile that cannot be loaded signs the user out (a 401 already went to sign-in).
  useEffect(() => {
    if (profile.error && !isApiStatus(profile.error, 401)) void signOut();
  }, [profile.error, signOut]);

  useTimeZoneDefault(profile.data);

  // The first choice counts as a change of account: remember it for this tab and, when the
  // user has several accounts, tell the server so that other sign-ins notice.
  const isPartialList = profile.data ? isSystemUser(profile.data) : false;
  useEffect(() => {
    if (activeId !== null || !accounts.data || !profile.data) return;
    const id = chooseAccount(accounts.data, rememberedAccountId(), isPartialList);
    if (id === null) return;
    setActiveId(id);
    rememberAccountId(id);
    if (accounts.data.length > 1) void saveLastAccount(id);
  }, [accounts.data, activeId, profile.data, isPartialList]);

  // A remembered account outside the page in hand that the user may no longer open: choose again
  // without it, as for an account that left the list.
  const isLostChoice =
    account.error !== null &&
    (isApiStatus(account.error, 403) || isApiStatus(account.error, 404)) &&
    !accountList.some((a) => a.id === activeId);
  useEffect(() => {
    if (!isLostChoice || !accounts.data) return;
    const id = chooseAccount(accounts.data, null);
    if (id === null) return;
    setActiveId(id);
    rememberAccountId(id);
  }, [isLostChoice, accounts.data]);

  const changedAccountId = useAccountPoll(activeId, accountList.length);

  const switchAccount = useCallback(
    async (id: number) => {
      // Load the account afresh before showing it, so the shell never shows a half-switched state.
      await queryClient.fetchQuery({ ...activeAccountQuery(id), staleTime: 0 });
      rememberAccountId(id);
      setActiveId(id);
      // Not awaited: the caller navigates in the same tick as the switch, so one render sees both.
      void saveLastAccount(id);
    },
    [queryClient],
  );

  const value = useMemo<CurrentUser | null>(
    () =>
      profile.data && accounts.data && (activeId === null || account.data)
        ? {
            profile: profile.data,
            accounts: accounts.data,
            account: account.data ?? null,
            switchAccount,
            changedAccountId,
          }
        : null,
    [profile.data, accounts.data, activeId, account.data, switchAccount, changedAccountId],
  );

  // Other load errors go to the router's error screen; a 401 is already on its way to sign-in.
  for (const error of [accounts.error, isLostChoice ? null : account.error])
    if (error && !isApiStatus(error, 401)) throw error;
  // Until the first account is chosen (one effect away) keep showing the fallback.
  if (!value || (activeId === null && accountList.length > 0)) return fallback;
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}
