import { expect, it } from 'vitest';
import { CLIENT_FILES, clientFiles, readClientFile, servedDocument } from '../scripts/client-files.ts';

it('the committed API document and client types are what the server serves', async () => {
  const files = await clientFiles(await servedDocument());
  for (const file of CLIENT_FILES)
    expect(readClientFile(file), `packages/client/${file} is out of date: run npm run client:generate`).toBe(
      files[file],
    );
}, 120_000);
