import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailListEntries, emailLists, emailListUnsubscribes } from '../../db/schema.ts';
import { buildAccount, buildVertical } from '../../test/factories.ts';
import { call, latestToken, mailsTo, signInNewMember, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

const t = useTestContext();
let admin: string;
let manager: string;
let noFlag: string;
let otherVerticalManager: string;
let sameVerticalManager: string;
let accountAdmin: string;
let typeId: number;
let otherTypeId: number;
let homeId: string;
let n = 0;
const fresh = () => `member-${Date.now()}-${n++}@example.test`;

const db = () => t.deps.database.db;
const entries = (id = typeId) => db().select().from(emailListEntries).where(eq(emailListEntries.typeId, id));
/** Adds to, or deletes from, the first list as `cookie` (the admin unless told). */
const addEntry = (body: object, cookie = admin) =>
  call(t, 'POST', `/api/admin/emailList/typeId/${typeId}`, cookie, body);
const deleteEntry = (body: object) => call(t, 'DELETE', `/api/admin/emailList/typeId/${typeId}`, admin, body);

/** A multipart body as a browser sends it: the optional type field, then the file. */
function multipart(filename: string, content: string | Buffer, type?: string) {
  const boundary = '----storelens-test-boundary';
  const parts: Buffer[] = [];
  if (type !== undefined)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (
  filename: string,
  content: string | Buffer,
  options: { type?: string; cookie?: string; id?: number } = {},
) => {
  const body = multipart(filename, content, options.type);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/emailList/typeId/${options.id ?? typeId}/files`,
    headers: {
      'x-storelens-csrf': '1',
      'content-type': body.contentType,
      ...(options.cookie !== null ? { cookie: options.cookie ?? admin } : {}),
    },
    payload: body.payload,
  });
};

beforeAll(async () => {
  const home = await buildVertical(db(), { name: 'Home' });
  homeId = home.id;
  const other = await buildVertical(db(), { name: 'Other' });
  const [list] = await db().insert(emailLists).values({ name: 'Newsletter', verticalId: home.id }).returning();
  typeId = list!.typeId;
  const [second] = await db().insert(emailLists).values({ name: 'Newsletter', verticalId: other.id }).returning();
  otherTypeId = second!.typeId;
  await db()
    .insert(emailListEntries)
    .values({ typeId, email: 'imported@example.test', type: 'Customer', addedByProduct: false });
  await db().insert(emailListUnsubscribes).values({ typeId, email: 'gone@example.test' });
  const dataManager = { systemAccessLevel: 'accountManager', hasDataManagement: true } as const;
  admin = await signInNewUser(t, { systemAccessLevel: 'admin' });
  manager = await signInNewUser(t, dataManager);
  noFlag = await signInNewUser(t, { systemAccessLevel: 'accountManager', hasAccounts: true, hasConnectors: true });
  otherVerticalManager = await signInNewUser(t, dataManager, [other.id]);
  sameVerticalManager = await signInNewUser(t, dataManager, [home.id]);
  accountAdmin = await signInNewMember(t, (await buildAccount(db(), { verticalId: home.id })).id, 'admin');
});

describe('who may manage email lists (spec 1 §6: hasDataManagement)', () => {
  const calls = [
    ['GET', () => `/api/admin/emailList/typeId/${typeId}/emails`, undefined],
    ['GET', () => `/api/admin/emailList/typeId/${typeId}/unsubscribes`, undefined],
    ['POST', () => `/api/admin/emailList/typeId/${typeId}`, { email: 'x@example.test', type: 'Customer' }],
    ['DELETE', () => `/api/admin/emailList/typeId/${typeId}`, { email: 'x@example.test' }],
    ['DELETE', () => `/api/admin/emailList/typeId/${typeId}/unsubscribe`, { email: 'gone@example.test' }],
  ] as const;

  it.each(calls)(
    '%s %s: 401, then 403 for an account admin, a manager without the flag and one limited to another vertical',
    async (method, url, body) => {
      expect((await call(t, method, url(), undefined, body)).statusCode).toBe(401);
      for (const cookie of [accountAdmin, noFlag, otherVerticalManager]) {
        const res = await call(t, method, url(), cookie, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe('Forbidden');
      }
      expect(await entries()).toHaveLength(1);
    },
  );

  it('the list of lists and the upload: 401 and 403 alike', async () => {
    expect((await call(t, 'GET', '/api/admin/emailList')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/emailList', noFlag)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/emailList', accountAdmin)).statusCode).toBe(403);
    expect((await upload('a.csv', 'a@example.test,Customer', { cookie: null as unknown as string })).statusCode).toBe(
      401,
    );
    for (const cookie of [noFlag, otherVerticalManager])
      expect((await upload('a.csv', 'a@example.test,Customer', { cookie })).statusCode).toBe(403);
    expect(await entries()).toHaveLength(1);
  });
});

describe('email lists', () => {
  it('lists the lists the caller may see; a repeated name says so', async () => {
    const all = (await call(t, 'GET', '/api/admin/emailList', manager)).json();
    expect(all).toEqual([
      expect.objectContaining({ typeId, name: 'Newsletter', vertical: 'Home', duplicateName: true }),
      expect.objectContaining({ typeId: otherTypeId, name: 'Newsletter', vertical: 'Other', duplicateName: true }),
    ]);
    const limited = (await call(t, 'GET', '/api/admin/emailList', otherVerticalManager)).json();
    expect(limited).toEqual([
      {
        typeId: otherTypeId,
        name: 'Newsletter',
        vertical: 'Other',
        verticalId: expect.any(String),
        duplicateName: false,
      },
    ]);
    expect((await call(t, 'GET', `/api/admin/emailList/typeId/${typeId}/emails`, sameVerticalManager)).statusCode).toBe(
      200,
    );
  });

  it('adds an entry flagged as added by the product, and mails it a /preferences link', async () => {
    const email = fresh();
    const res = await addEntry({ email: email.toUpperCase(), type: 'Partner' }, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email, type: 'Partner', addedByProduct: true });
    const list = (await call(t, 'GET', `/api/admin/emailList/typeId/${typeId}/emails`, manager)).json();
    expect(list).toContainEqual({ email, type: 'Partner', addedByProduct: true });
    expect(list).toContainEqual({ email: 'imported@example.test', type: 'Customer', addedByProduct: false });
    const [mail] = await mailsTo(t, email);
    expect(mail?.kind).toBe('emailListWelcome');
    expect(mail?.text).toContain('http://localhost:3000/preferences?t=');
  });

  it('unsubscribing through that link shows in the Unsubscribes tab', async () => {
    const email = fresh();
    await addEntry({ email, type: 'Customer' });
    const token = await latestToken(t, email, '/preferences');
    const off = await call(t, 'PUT', '/api/email/preferences', undefined, { token, subscribed: false });
    expect(off.statusCode).toBe(200);
    const unsubscribes = (await call(t, 'GET', `/api/admin/emailList/typeId/${typeId}/unsubscribes`, admin)).json();
    expect(unsubscribes).toContainEqual({ email, createdAt: expect.any(String) });
    expect(Date.parse(unsubscribes[0].createdAt)).not.toBeNaN();
  });

  it('answers the email rule and a duplicate, changing nothing', async () => {
    const bad = await addEntry({
      email: 'nope',
      type: 'Customer',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'Email is not a valid email address' });
    const empty = await addEntry({ email: '', type: '' });
    expect(empty.json().fields).toEqual({ email: 'Email is required', type: 'Type is required' });
    const dup = await addEntry({
      email: 'IMPORTED@example.test',
      type: 'Customer',
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({
      error: 'DuplicateEmail',
      message: 'The email is already on the list.',
      fields: { email: 'The email is already on the list.' },
    });
    expect(
      (await call(t, 'POST', '/api/admin/emailList/typeId/999999', admin, { email: fresh(), type: 'X' })).statusCode,
    ).toBe(404);
  });

  it('deletes only entries added by the product', async () => {
    const email = fresh();
    await addEntry({ email, type: 'Customer' });
    const res = await deleteEntry({ email });
    expect(res.json()).toEqual({ status: 'Success', message: 'Email removed' });
    expect((await entries()).some((e) => e.email === email)).toBe(false);
    const imported = await deleteEntry({
      email: 'imported@example.test',
    });
    expect(imported.statusCode).toBe(400);
    expect(imported.json()).toEqual({
      error: 'NotDeletable',
      message: 'Only entries added through this product can be deleted.',
    });
    expect((await entries()).some((e) => e.email === 'imported@example.test')).toBe(true);
    expect((await deleteEntry({ email })).statusCode).toBe(404);
  });

  it('removes an unsubscribe, once', async () => {
    const url = `/api/admin/emailList/typeId/${typeId}/unsubscribe`;
    const res = await call(t, 'DELETE', url, manager, { email: 'GONE@example.test' });
    expect(res.json()).toEqual({ status: 'Success', message: 'Unsubscribe removed' });
    expect((await call(t, 'DELETE', url, manager, { email: 'gone@example.test' })).statusCode).toBe(404);
  });
});

describe('creating a list (our call: how an installation gets its first list)', () => {
  it('401, then 403 for an account admin, a manager without the flag and one limited to another vertical', async () => {
    const body = { name: 'Refused', verticalId: homeId };
    expect((await call(t, 'POST', '/api/admin/emailList', undefined, body)).statusCode).toBe(401);
    for (const cookie of [accountAdmin, noFlag, otherVerticalManager])
      expect((await call(t, 'POST', '/api/admin/emailList', cookie, body)).statusCode).toBe(403);
    const names = (await db().select().from(emailLists)).map((l) => l.name);
    expect(names).not.toContain('Refused');
  });

  it('creates an empty list; a name is unique within its vertical', async () => {
    const res = await call(t, 'POST', '/api/admin/emailList', sameVerticalManager, {
      name: ' Weekly Digest ',
      verticalId: homeId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Weekly Digest',
      vertical: 'Home',
      verticalId: homeId,
      duplicateName: false,
    });
    expect((await call(t, 'GET', `/api/admin/emailList/typeId/${res.json().typeId}/emails`, admin)).json()).toEqual([]);
    const dup = await call(t, 'POST', '/api/admin/emailList', admin, { name: 'weekly digest', verticalId: homeId });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({
      error: 'DuplicateName',
      message: 'An email list with this name already exists in this vertical.',
      fields: { name: 'An email list with this name already exists in this vertical.' },
    });
    const empty = await call(t, 'POST', '/api/admin/emailList', admin, { name: '', verticalId: '' });
    expect(empty.json().fields).toEqual({ name: 'Name is required', verticalId: 'Vertical is required' });
    const unknown = await call(t, 'POST', '/api/admin/emailList', admin, { name: 'X', verticalId: 'nope' });
    expect(unknown.json()).toMatchObject({ fields: { verticalId: 'Unknown vertical' } });
  });
});

describe('uploads', () => {
  it('keeps the good rows of a CSV and reports each bad row by line', async () => {
    const a = fresh();
    const b = fresh();
    const csv = `email,type\r\n${a},Customer\r\nnot-an-email,Customer\r\n\r\n"${b}"\r\nimported@example.test,Customer\r\n${a},Partner\r\n`;
    const res = await upload('list.CSV', csv, { type: 'Partner' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      added: 2,
      skipped: 2,
      errors: [{ line: 3, message: 'Email is not a valid email address' }],
    });
    const rows = await entries();
    expect(rows.find((r) => r.email === a)).toMatchObject({ type: 'Customer', addedByProduct: true });
    expect(rows.find((r) => r.email === b)).toMatchObject({ type: 'Partner', addedByProduct: true });
    // a bulk import mails nobody
    expect(await mailsTo(t, a)).toHaveLength(0);
  });

  it('takes a TXT file of addresses; a row without a type and no form type is reported', async () => {
    const a = fresh();
    const res = await upload('people.txt', `${a}\n${fresh()},Staff\n`);
    expect(res.json()).toEqual({ added: 1, skipped: 0, errors: [{ line: 1, message: 'Type is required' }] });
  });

  it('refuses files that are not CSV or TXT, binary, broken or missing, writing nothing', async () => {
    const before = (await entries()).length;
    const png = await upload('picture.png', 'a@example.test,Customer');
    expect(png.statusCode).toBe(400);
    expect(png.json()).toEqual({
      error: 'InvalidFile',
      message: 'The file must be a .csv or .txt file of email,type rows.',
    });
    const binary = await upload('data.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x0d, 0x0a, 0xff, 0xfe]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().error).toBe('InvalidFile');
    const broken = await upload('broken.csv', `${fresh()},Customer\n"unclosed@example.test,Customer\n`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('InvalidFile');
    const json = await call(t, 'POST', `/api/admin/emailList/typeId/${typeId}/files`, admin, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: 'InvalidFile', message: 'Choose a .csv or .txt file to upload.' });
    const longType = await upload('a.csv', `${fresh()}\n`, { type: 'x'.repeat(51) });
    expect(longType.json()).toMatchObject({ error: 'ValidationError', message: 'Type must have at most 50 letters' });
    expect((await entries()).length).toBe(before);
  });

  it('refuses a file over 5 MB', async () => {
    const big = `${'a'.repeat(1000)}\n`.repeat(5300);
    const res = await upload('big.csv', big);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'InvalidFile', message: 'The file is too large (at most 5 MB).' });
  });
});
