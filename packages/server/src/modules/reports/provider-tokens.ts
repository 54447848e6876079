import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { MetabaseConfig, TableauConfig } from '../../config.ts';

/**
 * The signed tokens of the external report providers. The secrets stay here: the
 * browser only ever gets the short-lived token (Tableau) or the embed address holding it (Metabase).
 */

/** Tableau refuses a connected-app token whose exp is more than 10 minutes ahead; ours live 5. */
export const TABLEAU_TOKEN_SECONDS = 5 * 60;
export const TABLEAU_EMBED_SCOPE = 'tableau:views:embed';
/** Metabase sets no limit; as long as our own embed token, since the embed keeps querying with it. */
export const METABASE_TOKEN_SECONDS = 30 * 60;

const secondsOf = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * A connected app's direct-trust JWT (Tableau "Configure Connected Apps with Direct Trust"): HS256
 * under the secret value; header kid = secret id, iss = client id; claims iss, aud "tableau", sub (the
 * Tableau user), exp, a fresh jti, scp ["tableau:views:embed"].
 */
export async function signTableauToken(config: TableauConfig, sub: string, now: Date): Promise<string> {
  const issuedAt = secondsOf(now);
  return new SignJWT({ scp: [TABLEAU_EMBED_SCOPE] })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: config.secretId, iss: config.clientId })
    .setIssuer(config.clientId)
    .setAudience('tableau')
    .setSubject(sub)
    .setJti(randomUUID())
    .setExpirationTime(issuedAt + TABLEAU_TOKEN_SECONDS)
    .sign(new TextEncoder().encode(config.secretValue));
}

export type MetabaseResource = 'dashboard' | 'question';

/**
 * A Metabase static embed (Metabase "Static embedding"): HS256 under the embedding secret key over
 * {resource: {dashboard|question: id}, params: {}, exp}; the frame's address is
 * `{site}/embed/{dashboard|question}/{token}#bordered=true&titled=true`.
 */
export async function signMetabaseEmbed(
  config: MetabaseConfig,
  resource: MetabaseResource,
  id: number,
  now: Date,
): Promise<{ token: string; src: string }> {
  const token = await new SignJWT({ resource: { [resource]: id }, params: {} })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(secondsOf(now) + METABASE_TOKEN_SECONDS)
    .sign(new TextEncoder().encode(config.secretKey));
  return { token, src: `${config.siteUrl}/embed/${resource}/${token}#bordered=true&titled=true` };
}
