import { SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import type { Deps } from '../../deps.ts';
import { withRenewal } from '../../integrations/oauth/renewal.ts';

type Detail = Record<string, unknown>;

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
