import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportImages } from '../../db/reports.schema.ts';
import { buildAccount } from '../../test/factories.ts';
import { signInNewMember, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

const t = useTestContext();
let reportsManager: string;
let accountsManager: string;
let member: string;

beforeAll(async () => {
  reportsManager = await signInNewUser(t, { systemAccessLevel: 'accountManager', hasReportsManagement: true });
  accountsManager = await signInNewUser(t, { systemAccessLevel: 'accountManager', hasAccounts: true });
  member = await signInNewMember(t, (await buildAccount(t.deps.database.db)).id);
});

const multipart = (bytes: Buffer, filename: string, type = 'application/octet-stream') => {
  const boundary = `----storelens${Date.now()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

const upload = (cookie: string | undefined, bytes: Buffer, filename = 'shot.png', type?: string) => {
  const body = multipart(bytes, filename, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/reports/images',
    headers: { 'x-storelens-csrf': '1', 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
};
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('guide images (spec 1 §5, §7)', () => {
  it('upload: hasReportsManagement only', async () => {
    const bytes = await png(20, 10);
    expect((await upload(undefined, bytes)).statusCode).toBe(401);
    expect((await upload(member, bytes)).statusCode).toBe(403);
    expect((await upload(accountsManager, bytes)).statusCode).toBe(403);
  });

  it("stores the image and a 'help' copy at most 700 px wide; served by id and variant to anyone signed in", async () => {
    const res = await upload(reportsManager, await png(1400, 600));
    expect(res.statusCode).toBe(200);
    const { id, width, height } = res.json();
    expect({ width, height }).toEqual({ width: 1400, height: 600 });
    const help = await t.app.inject({ method: 'GET', url: `/api/images/${id}`, headers: { cookie: member } });
    expect(help.statusCode).toBe(200);
    expect(help.headers['content-type']).toBe('image/webp');
    const helpMeta = await sharp(help.rawPayload).metadata();
    expect({ format: helpMeta.format, width: helpMeta.width, height: helpMeta.height }).toEqual({
      format: 'webp',
      width: 700,
      height: 300,
    });
    const same = await t.app.inject({ method: 'GET', url: `/api/images/${id}/help`, headers: { cookie: member } });
    expect(same.rawPayload.equals(help.rawPayload)).toBe(true);
    const original = await t.app.inject({
      method: 'GET',
      url: `/api/images/${id}/original`,
      headers: { cookie: member },
    });
    expect(original.headers['content-type']).toBe('image/png');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1400);
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/images/${id}/thumb`, headers: { cookie: member } })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/images/999999', headers: { cookie: member } })).statusCode,
    ).toBe(404);
  });

  it('a small image is not enlarged', async () => {
    const { id } = (await upload(reportsManager, await png(40, 30))).json();
    const help = await t.app.inject({ method: 'GET', url: `/api/images/${id}`, headers: { cookie: member } });
    expect((await sharp(help.rawPayload).metadata()).width).toBe(40);
  });

  it('refuses what is not an image (an SVG, a text named .png), no file, and changes nothing', async () => {
    const before = (await t.deps.database.db.select({ id: reportImages.id }).from(reportImages)).length;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>',
    );
    for (const [bytes, name] of [
      [svg, 'x.svg'],
      [Buffer.from('hello, not an image'), 'x.png'],
    ] as const) {
      const res = await upload(reportsManager, bytes, name, 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ file: 'The file is not a PNG, JPEG, GIF or WebP image' });
    }
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reports/images',
      headers: { 'x-storelens-csrf': '1', cookie: reportsManager },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect((await t.deps.database.db.select({ id: reportImages.id }).from(reportImages)).length).toBe(before);
  });

  it('refuses a file over 5 MB', async () => {
    const res = await upload(reportsManager, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ file: 'The image may be at most 5 MB' });
  });
});
