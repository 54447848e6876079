import type { SourceTypeId } from '@storelens/contract/domain/connectors';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { expect } from 'vitest';
import { sources } from '../../db/connectors.schema.ts';
import { sealDetail } from '../connector-secrets.ts';
import type { Refusal, VendorKit } from './vendor-harness.fixture.ts';

/**
 * The OAuth sources' steps in the vendor API tests (Perkville, Brightpearl, Lightspeed): a source
 * saved and then signed in through the vendor's fake provider, a source stored as the sign-in leaves
 * it, and a refused token renewal as the refusal that turns it to 'reconnect'.
 */

/**
 * Creates a source with `detail` and goes through its sign-in: the authorize URL, the provider's
 * redirect, and PATCH /sources/oauth/{token} with the provider's code (or `code`, one it never issued).
 */
export async function signInSource(
  kit: VendorKit,
  detail: Record<string, unknown>,
  { name, code }: { name: string; code?: string },
) {
  const created = await kit.create(detail, { name });
  expect(created.statusCode, created.body).toBe(200);
  const { id, validationToken } = created.json() as { id: number; validationToken: string };
  const url = (await kit.t.app.inject({ url: `/api/sources/validation/${validationToken}/authorizeUrl` })).json().url;
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
  const done = await kit.t.app.inject({
    method: 'PATCH',
    url: `/api/sources/oauth/${validationToken}`,
    payload: { code: code ?? back.searchParams.get('code'), qs: back.search },
  });
  return { id, done };
}

/** A set-up source of `type` in the kit's account holding `detail` (tokens sealed), as a finished sign-in leaves it. */
export async function storeSignedInSource(
  kit: VendorKit,
  type: SourceTypeId,
  detail: Record<string, unknown>,
  row: { name: string; frequencyMinutes: number; startDate: string },
): Promise<number> {
  const sealed = sealDetail(kit.t.deps.secrets, detail, SOURCE_SECRET_FIELDS[type]);
  const [stored] = await kit.t.deps.database.db
    .insert(sources)
    .values({
      ...row,
      accountId: kit.accountId,
      sourceType: type,
      detail: sealed.detail,
      secrets: sealed.secrets,
      anchorTime: '08:00',
      timezone: 'Etc/UTC',
      isSetup: true,
    })
    .returning();
  return stored!.id;
}

/**
 * The vendor refuses the stored refresh token (`revoke`, the fake provider's) while the access token
 * has lapsed (`expiredToken`): the run cannot renew. Nothing takes it back: the source stays refused.
 */
export const refusedRenewal =
  (kit: VendorKit, sourceId: number, revoke: (refreshToken: string) => void, expiredToken: string): Refusal =>
  async () => {
    const { secrets } = await kit.stored(sourceId);
    revoke(secrets.refreshToken!);
    await kit.setSecrets(sourceId, { accessToken: expiredToken });
    return undefined;
  };
