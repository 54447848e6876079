import type { OAuthClient, OAuthProvider } from '../../config.ts';

type Detail = Record<string, unknown>;

/**
 * What a source connector may use to renew an expired OAuth authorization in the middle of a call
 * (refresh where the vendor issues refresh tokens): our OAuth clients, the source's
 * detail as stored now, and a way to store the renewed tokens sealed into it.
 *
 * The engine hands a connector the detail object that `openSourceDetail` made; the renewal rides
 * along with that object (held here, weakly), so the SourceConnector interface stays as it is and a
 * detail without one (a form's typed values, a unit test) simply cannot be renewed.
 */
export interface CredentialRenewal {
  clients: Partial<Record<OAuthProvider, OAuthClient>>;
  /** the source's detail as stored now: another run or preview may have renewed it meanwhile */
  current(): Promise<Detail>;
  /** stores renewed fields (tokens) into the source's detail, secrets sealed */
  save(fields: Detail): Promise<void>;
}

const renewals = new WeakMap<object, CredentialRenewal>();

/** Attaches a renewal to a detail object; answers the same object. */
export function withRenewal<T extends object>(detail: T, renewal: CredentialRenewal): T {
  renewals.set(detail, renewal);
  return detail;
}

export const renewalOf = (detail: object): CredentialRenewal | undefined => renewals.get(detail);
