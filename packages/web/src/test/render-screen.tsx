import { ActiveAccount, type UserAccount, UserAccountsAnswer } from '@storelens/contract/api/accounts';
import { ExpirationAnswer } from '@storelens/contract/api/auth';
import { Profile } from '@storelens/contract/api/profile';
import { UserReportSubscriptionsAnswer } from '@storelens/contract/api/report-subscriptions';
import { SettingAnswer } from '@storelens/contract/api/settings';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { RouterProvider } from 'react-router';
import { Providers, queryClient } from '../app/providers.tsx';
import { router } from '../app/router.tsx';
import { rememberAccountId, rememberSignIn } from '../lib/session.ts';
import { activeAccount, userAccountOf } from './fixtures.ts';
import { answer, noContent, pendingElsewhere } from './handlers.ts';
import { server } from './server.ts';

export interface RenderScreenOptions {
  /** The signed-in user (customerUser(), systemUser()); none = signed out. */
  session?: Profile;
  /** The active account; activeAccount() unless told, null for a user without accounts. */
  account?: ActiveAccount | null;
  /** What the account switcher lists; the active account alone unless told. */
  accounts?: UserAccount[];
  /** The screen's own calls, on top of the signed-in user's (later handlers win). */
  handlers?: RequestHandler[];
  /**
   * 'fail' (the default): a call without a handler fails the test. 'pending': it never answers, for a
   * test that checks where a screen leads (a redirect), not what the next screen loads.
   */
  otherCalls?: 'fail' | 'pending';
}

// The app's own query client and its retry rule (one more try for a 5xx), without the wait between tries.
const defaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });

/**
 * The calls every signed-in screen makes before it shows (spec 1 §4 "After login"): the session's
 * expiry, the profile, the user's accounts, the active account and the lastAccount setting.
 */
export function signedInHandlers(session: Profile, account: ActiveAccount | null, accounts: UserAccount[]) {
  const handlers: RequestHandler[] = [
    answer('get', '/auth/expiration', ExpirationAnswer, () => ({ exp: Math.floor(Date.now() / 1000) + 3600 })),
    answer('get', '/user', Profile, session),
    answer('get', '/user/accounts', UserAccountsAnswer, accounts),
    answer('get', '/user/settings/:name', SettingAnswer, ({ params }) => ({ data: { [String(params.name)]: null } })),
    noContent('post', '/user/settings'),
    // the profile's report emails (none unless a test says otherwise)
    answer('get', '/user/reportSubscriptions', UserReportSubscriptionsAnswer, []),
  ];
  if (account) handlers.push(answer('get', `/accounts/${account.id}`, ActiveAccount, account));
  return handlers;
}

/**
 * Renders the real app (its router with every route and guard, its providers: query client, theme,
 * snackbars, the current user) at `url`, as a browser that opened that address would show it.
 * Returns Testing Library's queries and a user-event `user` to type and click with.
 *
 *   const { user } = await renderScreen('/admin/verticalManagement', { session: systemUser(), handlers: [...] });
 */
export async function renderScreen(url: string, options: RenderScreenOptions = {}) {
  const { session, handlers = [], otherCalls = 'fail' } = options;
  queryClient.clear();
  // first, so that every handler given after it comes before it
  if (otherCalls === 'pending') server.use(pendingElsewhere());
  if (session) {
    const account = options.account === undefined ? activeAccount() : options.account;
    const accounts = options.accounts ?? (account ? [userAccountOf(account)] : []);
    // what a sign-in leaves in the browser: the session hint and this tab's account
    rememberSignIn();
    if (account) rememberAccountId(account.id);
    server.use(...signedInHandlers(session, account, accounts));
  }
  server.use(...handlers);
  // the app's one router, moved to the screen's address (its route modules load before it renders)
  await router.navigate(url, { replace: true });
  // no pause between keys: a screen test checks what typing does, not how fast
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { user, router, ...view };
}
