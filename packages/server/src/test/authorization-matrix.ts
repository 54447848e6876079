import type { FeatureFlag } from '@storelens/contract/domain/users';
import { describeAccountSources } from '../identity/account-source.ts';
import type { AccessRule } from '../identity/route-access.ts';

/**
 * The authorization matrix: every route × every kind of caller × the account of the path
 * (their own, or another) → the status the guard must give. Generated from the `x-access` rules the
 * OpenAPI document publishes; `docs/authorization-matrix.md` is its committed copy.
 */
export interface Role {
  name: string;
  /** what the role's user is; null = no session */
  kind: 'anonymous' | 'customer' | 'system';
  /** customer: level on the own account, none = not a member of it */
  ownLevel?: 'user' | 'admin' | null;
  /** customer: a member of the other account */
  inOther?: boolean;
  systemAccessLevel?: 'admin' | 'accountManager';
  flags?: FeatureFlag[];
  /** system user limited to a vertical that holds neither account */
  limitedElsewhere?: boolean;
}

const ALL_FLAGS: FeatureFlag[] = ['hasAccounts', 'hasConnectors', 'hasDataManagement', 'hasReportsManagement'];

export const ROLES: Role[] = [
  { name: 'anonymous', kind: 'anonymous' },
  { name: 'no account', kind: 'customer', ownLevel: null },
  { name: 'member', kind: 'customer', ownLevel: 'user' },
  { name: 'account admin', kind: 'customer', ownLevel: 'admin' },
  { name: 'member elsewhere', kind: 'customer', ownLevel: null, inOther: true },
  { name: 'manager', kind: 'system', systemAccessLevel: 'accountManager', flags: [] },
  ...ALL_FLAGS.map(
    (flag): Role => ({ name: `manager ${flag}`, kind: 'system', systemAccessLevel: 'accountManager', flags: [flag] }),
  ),
  {
    name: 'manager other vertical',
    kind: 'system',
    systemAccessLevel: 'accountManager',
    flags: ALL_FLAGS,
    limitedElsewhere: true,
  },
  { name: 'system admin', kind: 'system', systemAccessLevel: 'admin', flags: [] },
];

export type Target = 'own' | 'other';
/** 'pass' = the guard lets the call through (its answer is then the handler's: never 401/403 from access) */
export type Expected = 401 | 403 | 'pass';

const hasFlag = (role: Role, flag: FeatureFlag | undefined) =>
  !flag || role.systemAccessLevel === 'admin' || (role.flags ?? []).includes(flag);

/** The customer's level on the targeted account, or null when not a member. */
function levelOn(role: Role, target: Target): 'user' | 'admin' | null {
  if (target === 'own') return role.ownLevel ?? null;
  return role.inOther ? 'user' : null;
}

/** What the guard must answer to this role for this rule and account. */
export function expectedStatus(rule: AccessRule, role: Role, target: Target): Expected {
  if (rule.who === 'anyone') return 'pass';
  if (role.kind === 'anonymous') return 401;
  if (rule.who === 'signedIn') return 'pass';
  if (rule.who === 'systemAdmin') {
    if (role.systemAccessLevel !== 'admin') return 403;
    return rule.account && role.limitedElsewhere ? 403 : 'pass';
  }
  if (rule.who === 'systemUser') {
    if (role.kind !== 'system' || !hasFlag(role, rule.flag)) return 403;
    return rule.account && role.limitedElsewhere ? 403 : 'pass';
  }
  // accountMember
  if (role.kind === 'system') return role.limitedElsewhere ? 403 : 'pass';
  const level = levelOn(role, target);
  if (!level) return 403;
  return rule.level === 'admin' && level !== 'admin' ? 403 : 'pass';
}

export interface MatrixRoute {
  method: string;
  path: string;
  rule: AccessRule;
}

/** Whether the rule names an account (path, saved record, query or body): its cells are own / other. */
export const hasAccountParam = (rule: AccessRule) => 'account' in rule && Boolean(rule.account);

const describeRule = (rule: AccessRule): string => {
  switch (rule.who) {
    case 'anyone':
      return 'anyone';
    case 'signedIn':
      return 'signed in';
    case 'systemAdmin':
      return `${rule.whileImpersonating ? 'system admin (or their impersonation)' : 'system admin'}${rule.account ? ` · account ${describeAccountSources(rule.account)}` : ''}`;
    case 'systemUser':
      return `system user${rule.flag ? ` + ${rule.flag}` : ''}${rule.account ? ` · account ${describeAccountSources(rule.account)}` : ''}`;
    case 'accountMember':
      return `${rule.level === 'admin' ? 'account admin' : 'member'} of ${describeAccountSources(rule.account)}`;
  }
};

const cell = (rule: AccessRule, role: Role) => {
  const own = expectedStatus(rule, role, 'own');
  if (!hasAccountParam(rule)) return String(own);
  return `${own} / ${expectedStatus(rule, role, 'other')}`;
};

/** The committed table: one row per route, one column per role ("own / other" account for account routes). */
export function renderMatrix(routes: MatrixRoute[]): string {
  const header = ['route', 'rule', ...ROLES.map((r) => r.name)];
  const lines = [
    '# Authorization matrix',
    '',
    'Generated from the route declarations (`allow.*` in each `*.routes.ts`, published as `x-access` in the',
    'OpenAPI document) by `packages/server/src/identity/authorization-matrix.api.test.ts`, which also calls',
    'every cell and checks the answer. `pass` = the guard lets the call through; account routes show',
    '"own account / another account". A rule names where its account comes from: `{accountId}` a path parameter,',
    '`of source {id}` the account of a saved record, `?accountId` / `body.accountId` a query or body field (checked',
    'when given); that check is the only one, its services take the checked account.',
    'Regenerate with `UPDATE_MATRIX=1 npm run test:api -- authorization-matrix`.',
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
  ];
  for (const route of routes) {
    const cells = [
      `\`${route.method} ${route.path}\``,
      describeRule(route.rule),
      ...ROLES.map((r) => cell(route.rule, r)),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
}
