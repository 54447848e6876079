import { z } from 'zod';
import { possessive } from '../domain/possessive.ts';
import { text, textMax } from '../validation/fields.ts';
import { msg } from '../validation/messages.ts';
import { bodyId, idParams, MAX_ID } from './common.ts';

/**
 * spec 3 §4 Connection status, as stored. none (no row) → Pending → Approved → Removed; Pending →
 * Declined (the retailer denied) or Revoked (the brand took the request back). Declined, Revoked and
 * Removed read as "none" on the screens (spec 3 §3: Approved, Pending or none): the retailer is
 * Available again.
 */
export const CONNECTION_STATUSES = ['Pending', 'Approved', 'Declined', 'Revoked', 'Removed'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** What a history entry can record: the statuses, plus a request resent with a new note. */
export const CONNECTION_HISTORY_STATUSES = [...CONNECTION_STATUSES, 'Resent'] as const;
export type ConnectionHistoryStatus = (typeof CONNECTION_HISTORY_STATUSES)[number];

/** How a transition was made: which screen, the emailed link, or the system. */
export const CONNECTION_SOURCES = {
  retailConnect: 'Retail Connect',
  dataPermissions: 'Data Permissions',
  email: 'Email link',
  system: 'System',
} as const;
export type ConnectionSource = keyof typeof CONNECTION_SOURCES;

/** spec 3 §9: connection and permission tables show 10 per page; the history shows 10 items. */
export const CONNECTION_PAGE_SIZE = 10;
export const CONNECTION_HISTORY_LIMIT = 10;
/** Our bound on the note sent with a request (the spec gives none). */
export const CONNECTION_NOTE_MAX = 1000;
/** Our lifetime of an emailed approve/reject link: two weeks, single use (the spec gives none). */
export const CONNECTION_TOKEN_LIFETIME_MINUTES = 14 * 24 * 60;

/** spec 3 §8 success messages and confirmations; texts the spec leaves out are ours. */
export const CONNECTION_MESSAGES = {
  requestSent: 'Retail Request Sent',
  resent: 'Access Request Resent Successfully',
  added: 'Access Added Successfully',
  removed: 'Access Removed Successfully',
  declined: 'Access Request Declined',
  removeRetailersConfirm: 'Are you sure you want to remove the following retailers?',
  revokeConfirm: 'Are you sure you want to revoke the access requests to the following retailers?',
  addBrandsConfirm: 'Are you sure you want to give the following brands access to your data?',
  removeBrandsConfirm: 'Are you sure you want to remove access for the following brands?',
  denyConfirm: 'Are you sure you want to deny the access request of the following brands?',
  settingSaved: 'Data Permissions Updated',
  approvedByEmail: (brand: string) => `You approved ${possessive(brand)} access request.`,
  declinedByEmail: (brand: string) => `You declined ${possessive(brand)} access request.`,
} as const;

/** spec 2 §8 (the link's texts) and our texts for the refusals the spec leaves unnamed. */
export const CONNECTION_ERRORS = {
  invalidToken: { error: 'InvalidToken', message: 'The link is either invalid or has expired.' },
  notPending: { error: 'NotPending', message: 'This request is no longer pending.' },
  /** spec 2 §8: what the public page shows for any other failure */
  saveFailed: { error: 'SaveFailed', message: 'There was a problem saving your response. Please try again.' },
  notBrand: { error: 'AccountType', message: 'Retailer connections are for Brand accounts.' },
  notRetailer: { error: 'AccountType', message: 'Data permissions are for Retailer accounts.' },
  pageDisabled: { error: 'PageDisabled', message: 'Account connections are not enabled for this account.' },
  unknownAccount: { error: 'InvalidAccount', message: 'One of the selected accounts cannot be connected.' },
  managed: {
    error: 'ManagedAccount',
    message: 'This account is managed by its parent account: its connections and data permissions are read-only.',
  },
  alreadyRequested: { error: 'AlreadyConnected', message: 'A request is already pending or approved.' },
  notConnected: { error: 'NotConnected', message: 'There is no request or access to remove.' },
  unknownSetting: { error: 'InvalidSetting', message: 'This data permission setting does not exist.' },
} as const;

export const ConnectionAccountParam = idParams('accountId');
export const ConnectionHistoryParams = idParams('accountId', 'brandAccountId');
export const AccountSettingParams = idParams('accountId', 'typeId');

/** spec 3 §3 Connection (a retailer on the brand's screen, a brand on the retailer's). */
export const Connection = z.object({
  accountId: z.number().int(),
  name: z.string(),
  /** spec 3 §3: Approved, Pending, or none (null) */
  status: z.enum(['Approved', 'Pending']).nullable(),
  statusDate: z.string().nullable(),
  /** the retailer's connection is controlled by its parent Retailer Rollup: not selectable or removable */
  isManagedAccount: z.boolean(),
  parentAccount: z.string().nullable(),
  /** the brand users who may see this retailer's data: global plus this retailer's specific permission */
  userCount: z.number().int(),
  /** the note the brand sent with its (latest) request */
  note: z.string().nullable(),
});
export type Connection = z.infer<typeof Connection>;
export const ConnectionsAnswer = z.array(Connection);
export type ConnectionsAnswer = z.infer<typeof ConnectionsAnswer>;

const accountsList = (what: string) =>
  z
    .array(bodyId(), { error: `Select at least one ${what}` })
    .min(1, `Select at least one ${what}`)
    .max(500, `Select at most 500 ${what}s`);
const note = textMax('Note', CONNECTION_NOTE_MAX)
  .nullish()
  .transform((v) => v ?? '');

/** POST /accounts/connections/brand/{accountId} and .../resend/{accountId}: {accounts, note} */
export const ConnectionRequestBody = z.object({ accounts: accountsList('retailer'), note });
export type ConnectionRequestBody = z.input<typeof ConnectionRequestBody>;
/** POST /accounts/connections/brand/revoke/{accountId}: {accounts} */
export const RetailerAccountsBody = z.object({ accounts: accountsList('retailer') });
export type RetailerAccountsBody = z.infer<typeof RetailerAccountsBody>;
/** POST /accounts/connections/retailer/add|remove/{accountId}: {accounts} (brand account ids) */
export const BrandAccountsBody = z.object({ accounts: accountsList('brand') });
export type BrandAccountsBody = z.infer<typeof BrandAccountsBody>;

/** spec 3 §3 Connection history entry (newest first). */
export const ConnectionHistoryEntry = z.object({
  status: z.enum(CONNECTION_HISTORY_STATUSES),
  isSystemUser: z.boolean(),
  /** how: one of CONNECTION_SOURCES' labels */
  source: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  /** which side acted: the brand or the retailer (the system for a system entry) */
  accountName: z.string().nullable(),
});
export type ConnectionHistoryEntry = z.infer<typeof ConnectionHistoryEntry>;
export const ConnectionHistoryAnswer = z.array(ConnectionHistoryEntry);

/** spec 2 §2 /accountConnection?t&a, spec 1 §7 POST /accounts/connections/email/{id} {response}: a = accept, r = reject. */
export const ConnectionEmailParam = z.object({ id: text('Token').min(1).max(200) });
export const ConnectionEmailBody = z.object({
  response: z.enum(['a', 'r'], { error: 'Response must be a (accept) or r (reject)' }),
});
export type ConnectionEmailBody = z.infer<typeof ConnectionEmailBody>;
export const ConnectionEmailAnswer = z.object({
  status: z.enum(['Approved', 'Declined']),
  brandName: z.string(),
  retailerName: z.string(),
  message: z.string(),
});
export type ConnectionEmailAnswer = z.infer<typeof ConnectionEmailAnswer>;

/** spec 3 §3 Data permission setting: value is the string 'true' or 'false'. */
export const DataPermissionSetting = z.object({
  typeId: z.number().int(),
  title: z.string(),
  description: z.string(),
  value: z.enum(['true', 'false']),
});
export type DataPermissionSetting = z.infer<typeof DataPermissionSetting>;
export const DataPermissionSettingsAnswer = z.array(DataPermissionSetting);

/** POST /accounts/settings/{accountId} {typeId, value}: a boolean is taken as its string too. */
export const SaveAccountSettingBody = z.object({
  typeId: z
    .number({ error: msg.required('Type') })
    .int()
    .positive()
    .max(MAX_ID),
  value: z.preprocess(
    (v) => (typeof v === 'boolean' ? String(v) : v),
    z.enum(['true', 'false'], { error: "Value must be 'true' or 'false'" }),
  ),
});
export type SaveAccountSettingBody = z.input<typeof SaveAccountSettingBody>;

/**
 * why a brand user sees none of a retailer's data — the three conditions, each
 * explained so the brand report's empty state can say which one is missing.
 */
export const BRAND_DATA_MISSING = {
  connection: (retailer: string) =>
    `${retailer} has not approved your access request, or the access has been removed. Request access on Retail Connect.`,
  permission: (retailer: string) =>
    `You have not been given access to ${possessive(retailer)} data. Ask an account admin for global access or access to this retailer.`,
  setting: (retailer: string, kind: string) => `${retailer} does not share ${kind} data with connected brands.`,
} as const;
export type BrandDataMissingReason = keyof typeof BRAND_DATA_MISSING;

/** The answer of a connection action: the spec's success message (spec 3 §8). */
export const ConnectionMessageAnswer = z.object({ message: z.string() });
export type ConnectionMessageAnswer = z.infer<typeof ConnectionMessageAnswer>;
