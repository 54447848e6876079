import { SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import type { Deps } from '../../deps.ts';
import { openDetail, sealDetail } from '../../integrations/connector-secrets.ts';
import { type CredentialRenewal, withRenewal } from '../../integrations/oauth/renewal.ts';
import { findSourceDetail, updateSourceDetail } from './source-validation.queries.ts';

type Detail = Record<string, unknown>;

/**
 * A source's detail as the flows left it (secrets opened), able to renew its OAuth tokens: the
 * connector refreshes an expired token with our OAuth client and stores the new pair here, sealed
 * like every other secret of the type (SOURCE_SECRET_FIELDS holds the token fields).
 */
export function renewableDetail(
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
      await updateSourceDetail(deps.database.db, source.id, sealDetail(deps.secrets, merged, secretFields), deps.now());
      deps.log.info({ sourceId: source.id }, 'source authorization renewed');
    },
  };
  return withRenewal(detail, renewal);
}

/**
 * The OAuth 2 types whose flow ends with the connector's check. The login and OAuth 1.0a types
 * (Race Roster, RunSignup) keep their own flow's answer; Shopify's typed-token path checks on save.
 */
const CHECKED_AFTER_FLOW = new Set<number>([SOURCE_TYPE.lightspeed, SOURCE_TYPE.brightpearl, SOURCE_TYPE.perkville]);

/**
 * Tries the credentials a flow just obtained with the type's connector, before the source is marked
 * set up: a token that cannot read what the sync reads is refused now, on the validation page, not
 * at the first run. Answers the detail to store (a renewal during the check rewrites its tokens).
 */
export async function checkObtainedCredentials(deps: Deps, sourceType: number, detail: Detail): Promise<Detail> {
  const connector = CHECKED_AFTER_FLOW.has(sourceType)
    ? deps.connectors.sources[sourceType as SourceTypeId]
    : undefined;
  if (!connector) return detail;
  const checked = withRenewal(
    { ...detail },
    {
      clients: deps.config.oauthClients,
      current: async () => ({ ...detail }),
      // nothing is stored yet: the renewed pair stays in `checked`, which the caller stores
      save: async () => undefined,
    },
  );
  await connector.check(checked);
  return checked;
}
