import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiDocumentFiles } from '../mock-api/contract/document';
import { routeAreas } from '../mock-api/routes';

/** `npm run openapi`: writes docs/openapi.json and docs/api.html from the endpoint declarations. */
const folder = join(import.meta.dirname, '..', 'docs');
mkdirSync(folder, { recursive: true });
for (const [name, text] of Object.entries(apiDocumentFiles(routeAreas))) {
  writeFileSync(join(folder, name), text);
  console.log(`docs/${name}`);
}
