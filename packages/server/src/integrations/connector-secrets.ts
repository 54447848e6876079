import { isMaskedSecret, SECRET_MASK } from '@storelens/contract/domain/connectors';
import type { SecretBox } from '../platform/crypto.ts';

type Detail = Record<string, unknown>;

/** Splits a detail into what is stored in the clear and the sealed JSON of its secret fields. */
export function sealDetail(
  secrets: SecretBox,
  detail: Detail,
  secretFields: readonly string[],
): { detail: Detail; secrets: string | null } {
  const plain: Detail = {};
  const hidden: Detail = {};
  for (const [key, value] of Object.entries(detail)) {
    if (secretFields.includes(key) && value !== undefined && value !== null && value !== '') hidden[key] = value;
    else if (!secretFields.includes(key)) plain[key] = value;
  }
  return { detail: plain, secrets: Object.keys(hidden).length ? secrets.encrypt(JSON.stringify(hidden)) : null };
}

/** The full detail, secrets decrypted: for vendor calls only, never for answers. */
export function openDetail(secrets: SecretBox, detail: Detail, sealed: string | null): Detail {
  return sealed ? { ...detail, ...(JSON.parse(secrets.decrypt(sealed)) as Detail) } : { ...detail };
}

/** The detail as answers show it: each stored secret replaced by the mask. */
export function maskDetail(detail: Detail, sealed: string | null, secrets: SecretBox): Detail {
  if (!sealed) return { ...detail };
  const hidden = JSON.parse(secrets.decrypt(sealed)) as Detail;
  return { ...detail, ...Object.fromEntries(Object.keys(hidden).map((k) => [k, SECRET_MASK])) };
}

/** A saved detail updated by a form: a masked secret means "unchanged". */
export function mergeMaskedSecrets(incoming: Detail, stored: Detail): Detail {
  const merged: Detail = { ...incoming };
  for (const [key, value] of Object.entries(incoming)) if (isMaskedSecret(value)) merged[key] = stored[key];
  return merged;
}
