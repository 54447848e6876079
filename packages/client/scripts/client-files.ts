import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { createTestContext } from '../../server/src/test/harness.ts';

/** The server a generated document names: a fixed one, so that the committed files do not depend on the machine. */
export const DOCUMENT_PUBLIC_URL = 'https://storelens.app';

const root = new URL('..', import.meta.url);

/** The committed files, by path under packages/client: the API document and the types generated from it. */
export const CLIENT_FILES = ['openapi.json', 'src/schema.d.ts'] as const;
type ClientFile = (typeof CLIENT_FILES)[number];

/** The API document the server serves, from an app built as the tests build it. */
export async function servedDocument(): Promise<object> {
  const t = await createTestContext({ PUBLIC_URL: DOCUMENT_PUBLIC_URL });
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
    return res.json();
  } finally {
    await t.close();
  }
}

/** What each committed file must hold for `document`. */
export async function clientFiles(document: object): Promise<Record<ClientFile, string>> {
  const header = '// Generated from the API document by `npm run client:generate`: do not edit.\n\n';
  const types = astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
  return { 'openapi.json': `${JSON.stringify(document, null, 2)}\n`, 'src/schema.d.ts': header + types };
}

export const readClientFile = (file: ClientFile): string => readFileSync(new URL(file, root), 'utf8');
export const writeClientFile = (file: ClientFile, text: string): void => writeFileSync(new URL(file, root), text);
