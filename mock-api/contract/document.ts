import type { RouteArea } from '../routes/context';
import { apiReferencePage } from './apiReference';
import { openApiDocument } from './openapi';
import { declaredEndpoints } from './mount';

/** The document of the API the given areas mount, from their declarations. */
export const apiDocument = (areas: readonly RouteArea[]) => openApiDocument(declaredEndpoints(areas));

/** docs/openapi.json's text (two-space JSON and a final newline) and docs/api.html's. */
export const apiDocumentFiles = (areas: readonly RouteArea[]) => {
  const document = apiDocument(areas);
  return { 'openapi.json': `${JSON.stringify(document, null, 2)}\n`, 'api.html': apiReferencePage(document) };
};
