import { z } from 'zod';
import { ACCOUNT_TYPES, PAGE_FLAGS } from '../domain/accounts.ts';

export const PagesSchema = z.object(
  Object.fromEntries(PAGE_FLAGS.map((f) => [f, z.boolean()])) as {
    [K in (typeof PAGE_FLAGS)[number]]: z.ZodBoolean;
  },
);

/** spec 1 §3 "Active account". */
export const ActiveAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  accessLevel: z.string().nullable(),
  accountType: z.enum(ACCOUNT_TYPES),
  settings: z.record(z.string(), z.unknown()),
  parentName: z.string().nullable(),
  isManagedAccount: z.boolean(),
  showPreview: z.boolean(),
  duplicateName: z.boolean(),
  vertical: z.string(),
  verticalId: z.string(),
  pages: PagesSchema,
});
export type ActiveAccount = z.infer<typeof ActiveAccount>;

export const IdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
