import argon2 from 'argon2';

/** argon2id at OWASP's first profile (19 MiB, t=2, p=1), from its Password Storage Cheat Sheet. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export const verifyPassword = async (hash: string, password: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
};

/** A fixed hash to verify against when the email is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | null = null;
export const verifyAgainstDummy = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
};
