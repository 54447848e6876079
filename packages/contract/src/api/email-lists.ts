import { z } from 'zod';
import { requiredEmail, requiredLine, requiredTextMax, textMax } from '../validation/fields.ts';
import { msg } from '../validation/messages.ts';
import { idParams } from './common.ts';
import { fieldRefusal } from './errors.ts';

/** spec 1 §2 Email List Management, §3 Email list / Email entry / Unsubscribe, §7 Email lists. */

/** Our bounds (the spec gives none): an address as RFC 5321 allows, a short type, an upload's size. */
export const EMAIL_LIST_LIMITS = {
  name: 100,
  email: 254,
  type: 50,
  fileBytes: 5 * 1024 * 1024,
  fileRows: 50_000,
} as const;

/** spec 1 §9 */
export const EMAIL_LIST_FILE_NAME = 'Email List.csv';
/** spec 1 §2: the upload takes .csv and .txt files. */
export const EMAIL_LIST_FILE_TYPES = ['.csv', '.txt'] as const;

export const EMAIL_LIST_TEXTS = {
  noLists: 'You do not have access to any email lists.',
  confirmDelete: (email: string) => `Are you sure you want to delete ${email} from the list?`,
  confirmRemoveUnsubscribe: (email: string) => `Are you sure you want to remove the unsubscribe for ${email}?`,
} as const;

/** spec 1 §3 Email list: duplicateName when another list the caller sees has the same name. */
export const EmailList = z.object({
  typeId: z.number().int(),
  name: z.string(),
  vertical: z.string().nullable(),
  verticalId: z.string().nullable(),
  duplicateName: z.boolean(),
});
export type EmailList = z.infer<typeof EmailList>;
export const EmailListsAnswer = z.array(EmailList);

/**
 * POST /admin/emailList {name, verticalId}: a new list (our call; spec 1 §7 lists none, but an
 * installation without demo data needs a way to make its first list).
 */
export const CreateEmailListBody = z.object({
  name: requiredLine('Name', EMAIL_LIST_LIMITS.name),
  verticalId: requiredTextMax('Vertical', 50),
});
export type CreateEmailListBody = z.input<typeof CreateEmailListBody>;

/** spec 1 §3 Email entry: `addedByProduct` marks entries added through this product (only those can be deleted). */
export const EmailEntry = z.object({
  email: z.string(),
  type: z.string(),
  addedByProduct: z.boolean(),
});
export type EmailEntry = z.infer<typeof EmailEntry>;
export const EmailEntriesAnswer = z.array(EmailEntry);

/** spec 1 §3 Unsubscribe. */
export const Unsubscribe = z.object({ email: z.string(), createdAt: z.string() });
export type Unsubscribe = z.infer<typeof Unsubscribe>;
export const UnsubscribesAnswer = z.array(Unsubscribe);

export const TypeIdParam = idParams('typeId');

const emailField = () =>
  requiredEmail('Email').pipe(z.string().max(EMAIL_LIST_LIMITS.email, msg.max('Email', EMAIL_LIST_LIMITS.email)));
export const entryType = () => requiredTextMax('Type', EMAIL_LIST_LIMITS.type);

/** POST /admin/emailList/typeId/{typeId} (spec 1 §5: the email must be valid). */
export const AddEmailBody = z.object({ email: emailField(), type: entryType() });
export type AddEmailBody = z.input<typeof AddEmailBody>;

/** DELETE /admin/emailList/typeId/{typeId} and .../unsubscribe: body {email}. */
export const EmailBody = z.object({ email: requiredTextMax('Email', EMAIL_LIST_LIMITS.email) });
export type EmailBody = z.input<typeof EmailBody>;

/** POST .../files: what an upload did. A bad row is reported by its line and skipped; the good rows are kept. */
export const UploadAnswer = z.object({
  added: z.number().int(),
  /** addresses already on the list (left as they are) */
  skipped: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type UploadAnswer = z.infer<typeof UploadAnswer>;

/** The optional `type` form field of an upload: the type of rows that carry none. */
export const UploadTypeField = textMax('Type', EMAIL_LIST_LIMITS.type);

export const EMAIL_LIST_ERRORS = {
  notFound: { error: 'NotFound', message: 'Email list not found' },
  duplicateList: fieldRefusal('DuplicateName', 'An email list with this name already exists in this vertical.', 'name'),
  unknownVertical: fieldRefusal('ValidationError', 'Unknown vertical', 'verticalId'),
  duplicateEmail: fieldRefusal('DuplicateEmail', 'The email is already on the list.', 'email'),
  entryNotFound: { error: 'NotFound', message: 'The email is not on the list.' },
  notDeletable: {
    error: 'NotDeletable',
    message: 'Only entries added through this product can be deleted.',
  },
  unsubscribeNotFound: { error: 'NotFound', message: 'The email has not unsubscribed from the list.' },
  invalidFile: { error: 'InvalidFile', message: 'The file must be a .csv or .txt file of email,type rows.' },
  fileTooLarge: { error: 'InvalidFile', message: 'The file is too large (at most 5 MB).' },
  noFile: { error: 'InvalidFile', message: 'Choose a .csv or .txt file to upload.' },
} as const;

/** One CSV field as the download writes it (RFC 4180 quoting; a leading formula sign is neutralised). */
export const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** spec 1 §2: the download, 'email,type' rows under an 'email,type' header. */
export const entriesToCsv = (entries: ReadonlyArray<Pick<EmailEntry, 'email' | 'type'>>): string =>
  `${['email,type', ...entries.map((e) => `${csvCell(e.email)},${csvCell(e.type)}`)].join('\r\n')}\r\n`;
