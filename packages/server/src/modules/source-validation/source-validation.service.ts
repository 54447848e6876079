import { SOURCE_VALIDATION_ERRORS, type SourceAuthorizeUrlAnswer } from '@storelens/contract/api/source-validation';
import type { SourceOAuthBody, SourceValidationAnswer } from '@storelens/contract/api/sources';
import { CREDENTIAL_FLOWS, type CredentialFlow, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { nextRunTime } from '@storelens/contract/domain/schedule';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import type { Deps } from '../../deps.ts';
import { maskDetail, openDetail, sealDetail } from '../../integrations/connector-secrets.ts';
import { saveSourceDetail } from '../../integrations/credentials.queries.ts';
import { exchangeOAuth2Code, oauth2AuthorizeUrl } from '../../integrations/oauth/oauth2-flows.ts';
import { type OAuthContext, OAuthFlowError } from '../../integrations/oauth/providers.ts';
import { raceRosterLogin } from '../../integrations/oauth/raceroster-login.ts';
import {
  runSignupAccessToken,
  runSignupRequestToken,
  runSignupVerifyUrl,
} from '../../integrations/oauth/runsignup-flow.ts';
import { VendorError } from '../../integrations/vendor-error.ts';
import { hashToken } from '../../platform/crypto.ts';
import { HttpError } from '../../platform/errors.ts';
import { checkObtainedCredentials } from './source-credentials.service.ts';
import { completeSourceSetup, findSourceByValidationToken, type SourceRow } from './source-validation.queries.ts';

type Detail = Record<string, unknown>;

/** RunSignup's request token waits in the source's sealed secrets between steps 1 and 3. */
const PENDING_FIELDS = ['requestToken', 'requestTokenSecret'] as const;

const invalidToken = () => HttpError.from(400, SOURCE_VALIDATION_ERRORS.invalidToken);
const saveFailed = () => HttpError.from(400, SOURCE_VALIDATION_ERRORS.saveFailed);

const oauthContext = (deps: Deps): OAuthContext => ({
  // the registry already holds VENDOR_ENDPOINTS over the built-in ones (main.ts); tests set both
  endpoints: { ...deps.connectors.endpoints, ...deps.config.vendorEndpoints },
  clients: deps.config.oauthClients,
  publicUrl: deps.config.publicUrl,
});

/**
 * The source a validation link stands for: the token matches a stored hash, has not expired, and
 * the source is still waiting for its credentials. Anything else is InvalidToken (spec 2 §8).
 */
async function findLinkedSource(deps: Deps, token: string): Promise<SourceRow & { flow: CredentialFlow }> {
  if (!token) throw invalidToken();
  const row = await findSourceByValidationToken(deps.database.db, hashToken(token), deps.now());
  const flow = row ? CREDENTIAL_FLOWS[row.sourceType as SourceTypeId]?.flow : undefined;
  if (!row || row.isSetup || !flow) throw invalidToken();
  return { ...row, flow };
}

/** The credential-flow failure as the page shows it; provider details go to the log only. */
function flowFailure(deps: Deps, err: unknown, sourceId: number, login = false): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof VendorError) {
    // the vendor refused to let the new credentials read what the sync reads (spec 2 §8: the save failure)
    deps.log.warn({ sourceId, code: err.code, reason: err.message }, 'source validation: the credentials check failed');
    return login && err.kind === 'credentials'
      ? HttpError.from(400, SOURCE_VALIDATION_ERRORS.invalidLogin)
      : saveFailed();
  }
  if (err instanceof OAuthFlowError) {
    deps.log.warn({ sourceId, kind: err.kind, reason: err.message }, 'source validation failed');
    // spec 2 §8: a refused Race Roster login says so; every other failure is the save failure
    return login && err.kind === 'refused' ? HttpError.from(400, SOURCE_VALIDATION_ERRORS.invalidLogin) : saveFailed();
  }
  deps.log.error({ err, sourceId }, 'source validation failed');
  return saveFailed();
}

/** Rewrites a source's sealed secrets with `detail` (secret fields of its type plus `extraSecret`). */
const sealFor = (deps: Deps, row: SourceRow, detail: Detail, extraSecret: readonly string[] = []) =>
  sealDetail(deps.secrets, detail, [...SOURCE_SECRET_FIELDS[row.sourceType as SourceTypeId], ...extraSecret]);

/** GET /sources/validation/{token} (spec 2 §7): the source type and its detail, secrets masked. */
export async function getSourceValidation(deps: Deps, token: string): Promise<SourceValidationAnswer> {
  const row = await findLinkedSource(deps, token);
  const detail = maskDetail(row.detail, row.secrets, deps.secrets);
  for (const field of PENDING_FIELDS) delete detail[field];
  return { sourceType: row.sourceType as SourceTypeId, detail };
}

/** GET /sources/validation/{token}/authorizeUrl: where the page sends the browser next. */
export async function getAuthorizeUrl(deps: Deps, token: string): Promise<SourceAuthorizeUrlAnswer> {
  const row = await findLinkedSource(deps, token);
  const ctx = oauthContext(deps);
  try {
    if (row.flow === 'oauth1') return { flow: 'oauth1', url: runSignupVerifyUrl(ctx) };
    if (row.flow !== 'oauth2') throw saveFailed();
    const detail = openDetail(deps.secrets, row.detail, row.secrets);
    return { flow: 'oauth2', url: oauth2AuthorizeUrl(ctx, row.sourceType as SourceTypeId, detail, token) };
  } catch (err) {
    throw flowFailure(deps, err, row.id);
  }
}

/**
 * GET /sources/runSignup/requestToken (spec 2 §7): step 1 of RunSignup's OAuth 1.0a. The
 * validation token says which source the request token is for; its secret is kept sealed with
 * the source until the user comes back to /runsignup.
 */
export async function requestRunSignupToken(deps: Deps, validationToken: string): Promise<{ token: string }> {
  const row = await findLinkedSource(deps, validationToken);
  if (row.flow !== 'oauth1') throw invalidToken();
  const ctx = oauthContext(deps);
  const callback = `${ctx.publicUrl}/runsignup?t=${encodeURIComponent(validationToken)}`;
  let request: { token: string; secret: string };
  try {
    request = await runSignupRequestToken(ctx, callback);
  } catch (err) {
    throw flowFailure(deps, err, row.id);
  }
  const detail = {
    ...openDetail(deps.secrets, row.detail, row.secrets),
    requestToken: request.token,
    requestTokenSecret: request.secret,
  };
  const sealed = sealFor(deps, row, detail, PENDING_FIELDS);
  await saveSourceDetail(deps.database.db, row.id, sealed, deps.now());
  return { token: request.token };
}

/** The provider's answer to the body: the detail fields to add to the source. */
async function obtainCredentials(
  deps: Deps,
  row: SourceRow & { flow: CredentialFlow },
  stored: Detail,
  body: SourceOAuthBody,
) {
  const ctx = oauthContext(deps);
  const type = row.sourceType as SourceTypeId;
  if ('login' in body) {
    if (row.flow !== 'login') throw saveFailed();
    const tokens = await raceRosterLogin(ctx, body.login, body.password);
    // the login is kept (password sealed) so a sync can sign in again when the token lapses
    return { login: body.login, password: body.password, ...tokens };
  }
  if ('oauthToken' in body) {
    if (row.flow !== 'oauth1') throw saveFailed();
    const token = String(stored.requestToken ?? '');
    const secret = String(stored.requestTokenSecret ?? '');
    // the token RunSignup returns must be the one this link asked for
    if (!token || token !== body.oauthToken) throw saveFailed();
    return runSignupAccessToken(ctx, { token, secret }, body.oauthVerifier);
  }
  if (row.flow !== 'oauth2') throw saveFailed();
  return exchangeOAuth2Code(ctx, type, stored, body);
}

/**
 * PATCH /sources/oauth/{token} (spec 2 §7): gets the credentials from the provider, stores them
 * sealed, marks the source set up and schedules its first run. The link is single use: its hash
 * is cleared in the same update that checks it is still there.
 */
export async function saveSourceCredentials(
  deps: Deps,
  token: string,
  body: SourceOAuthBody,
): Promise<{ status: 'Success' }> {
  const row = await findLinkedSource(deps, token);
  const stored = openDetail(deps.secrets, row.detail, row.secrets);
  let detail: Detail;
  try {
    const added = await obtainCredentials(deps, row, stored, body);
    detail = await checkObtainedCredentials(deps, row.sourceType, { ...stored, ...added });
  } catch (err) {
    throw flowFailure(deps, err, row.id, 'login' in body);
  }
  for (const field of PENDING_FIELDS) delete detail[field];
  const sealed = sealFor(deps, row, detail);
  const now = deps.now();
  const updated = await completeSourceSetup(deps.database.db, row.id, hashToken(token), {
    detail: sealed.detail,
    secrets: sealed.secrets,
    nextRunTime: row.active ? nextRunTime(now, row.anchorTime, row.frequencyMinutes, row.timezone) : null,
    updatedAt: now,
  });
  // another request used the link first
  if (!updated) throw invalidToken();
  // like a source created set up: its first pull starts at once
  if (row.active) await deps.sendJob('source-sync', { sourceId: row.id, kind: 'manual' });
  return { status: 'Success' };
}
