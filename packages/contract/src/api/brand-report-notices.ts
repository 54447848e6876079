import { possessive } from '../domain/possessive.ts';
import { BRAND_DATA_MISSING, type BrandDataMissingReason, type ConnectionStatus } from './connections.ts';
import { REPORT_VIEW_TEXTS } from './reports.ts';

/** A connected retailer whose data this brand user may not read, and why (brandDataAccess's reasons). */
export interface DeniedRetailer {
  name: string;
  /** the brand's connection with it (a managed retailer's is its rollup's); null when none was ever made */
  status: ConnectionStatus | null;
  reasons: BrandDataMissingReason[];
}

/** Who reads the report, as far as the notice's advice goes: the pages they may open on the brand. */
export interface BrandNoticeReader {
  /** the role guard lets them open Retail Connect (an account admin of a Brand with connections) */
  canOpenRetailConnect: boolean;
  /** the role guard lets them open Users & Permissions (an account admin) */
  canOpenUsers: boolean;
}

const list = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The texts of the brand reports' one notice (ours: the spec leaves these states unnamed). */
export const BRAND_REPORT_NOTICES = {
  /** some retailers are read, others share with the brand but not with this user */
  limited: (seen: string[], unseen: string[], account: string, reader: BrandNoticeReader) =>
    `This report shows ${list(seen)} only. ${list(unseen)} also ${unseen.length === 1 ? 'shares' : 'share'} data with ${account}, but you have not been given access to ${unseen.length === 1 ? 'it' : 'them'}: ${
      reader.canOpenUsers
        ? 'give yourself global access or access to these retailers on Users & Permissions.'
        : `ask an account admin of ${account} for global access or access to these retailers.`
    }`,
  /** connected retailers, none of them open to this user */
  noPermission: (retailers: string[], account: string, reader: BrandNoticeReader) =>
    `${list(retailers)} ${retailers.length === 1 ? 'shares' : 'share'} data with ${account}, but you have not been given access to ${
      retailers.length === 1 ? `${possessive(retailers[0] ?? '')} data` : 'their data'
    }: ${
      reader.canOpenUsers
        ? 'give yourself global access or access to these retailers on Users & Permissions.'
        : `ask an account admin of ${account} for global access or access to these retailers.`
    }`,
  /** requests sent, none answered yet */
  waiting: (retailers: string[], account: string, reader: BrandNoticeReader) =>
    `${possessive(account)} access ${retailers.length === 1 ? 'request' : 'requests'} to ${list(retailers)} ${
      retailers.length === 1 ? 'is' : 'are'
    } waiting for an answer; the report fills once a retailer approves. ${
      reader.canOpenRetailConnect
        ? 'You can ask more retailers on Retail Connect.'
        : `An account admin of ${account} can ask more retailers.`
    }`,
  /** nothing connected (or every connection declined, withdrawn or removed) */
  none: (brand: string, account: string, reader: BrandNoticeReader) =>
    reader.canOpenRetailConnect
      ? REPORT_VIEW_TEXTS.noRetailers(brand)
      : `No retailer shares ${brand} sales with ${account} yet. Ask an account admin of ${account} to request access from retailers; the report fills once a retailer approves.`,
} as const;

/**
 * The one notice a brand report shows (never a stack of them): why it is empty or partial, and what
 * this reader can do about it, naming only pages they may open. The most useful one wins: a missing
 * permission (the reader's own fix), then a retailer that does not share this kind of data, then
 * requests waiting for an answer, then "no retailer yet". null when nothing needs saying.
 */
export function brandReportNotice(q: {
  brand: string;
  account: string;
  reader: BrandNoticeReader;
  allowed: string[];
  denied: DeniedRetailer[];
}): string | null {
  const connected = q.denied.filter((d) => d.status === 'Approved');
  const unpermitted = connected.filter((d) => d.reasons.includes('permission')).map((d) => d.name);
  if (q.allowed.length > 0)
    return unpermitted.length > 0 ? BRAND_REPORT_NOTICES.limited(q.allowed, unpermitted, q.account, q.reader) : null;
  if (unpermitted.length > 0) return BRAND_REPORT_NOTICES.noPermission(unpermitted, q.account, q.reader);
  const unshared = connected.find((d) => d.reasons.includes('setting'));
  if (unshared) return BRAND_DATA_MISSING.setting(unshared.name, 'Sales');
  const waiting = q.denied.filter((d) => d.status === 'Pending').map((d) => d.name);
  if (waiting.length > 0) return BRAND_REPORT_NOTICES.waiting(waiting, q.account, q.reader);
  return BRAND_REPORT_NOTICES.none(q.brand, q.account, q.reader);
}
