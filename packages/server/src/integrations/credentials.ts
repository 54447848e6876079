import type { SourceTypeId } from '@storelens/contract/domain/connectors';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import type { Deps } from '../deps.ts';
import { openDetail, sealDetail } from './connector-secrets.ts';
import { findSourceDetail, saveSourceDetail } from './credentials.queries.ts';
import { type CredentialRenewal, withRenewal } from './oauth/renewal.ts';

// Opening a connector's credentials belongs with the connectors and the engine that uses them: the
// screens' modules (sources, destinations, previews) and the sync engine all borrow these from here.
type Detail = Record<string, unknown>;

/**
 * A source's detail as the flows left it (secrets opened), able to renew its OAuth tokens: the
 * connector refreshes an expired token with our OAuth client and stores the new pair here, sealed
 * like every other secret of the type (SOURCE_SECRET_FIELDS holds the token fields).
 */
export function openSourceDetail(
  deps: Deps,
  source: { id: number; sourceType: number; detail: Detail; secrets: string | null },
): Detail {
  const detail = openDetail(deps.secrets, source.detail, source.secrets);
  const current = async (): Promise<Detail> => {
    const row = await findSourceDetail(deps.database.db, source.id);
    return row ? openDetail(deps.secrets, row.detail, row.secrets) : {};
  };
  const renewal: CredentialRenewal = {
    clients: deps.config.oauthClients,
    current,
    save: async (fields) => {
      const merged = { ...(await current()), ...fields };
      const secretFields = SOURCE_SECRET_FIELDS[source.sourceType as SourceTypeId] ?? [];
      await saveSourceDetail(deps.database.db, source.id, sealDetail(deps.secrets, merged, secretFields), deps.now());
      deps.log.info({ sourceId: source.id }, 'source authorization renewed');
    },
  };
  return withRenewal(detail, renewal);
}

/** The full detail of a destination, secrets included, for vendor calls. */
export const openDestinationDetail = (deps: Deps, row: { detail: Detail; secrets: string | null }): Detail =>
  openDetail(deps.secrets, row.detail, row.secrets);
