/** Writes packages/client/openapi.json and src/schema.d.ts from the API document the server serves. */
import { CLIENT_FILES, clientFiles, servedDocument, writeClientFile } from './client-files.ts';

const files = await clientFiles(await servedDocument());
for (const file of CLIENT_FILES) writeClientFile(file, files[file]);
console.log(`wrote ${CLIENT_FILES.map((file) => `packages/client/${file}`).join(' and ')}`);
process.exit(0);
