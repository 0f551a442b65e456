import type { RouteArea } from '../routes/context';
import { apiReferencePage } from './apiReference';
import { openApiDocument } from './openapi';
import { declaredEndpoints, undeclaredRoutes } from './undeclared';

/** The document of the API the given areas mount: their declarations, and the routes still to be converted. */
export const apiDocument = (areas: readonly RouteArea[]) => openApiDocument(declaredEndpoints(areas), undeclaredRoutes());

/** docs/openapi.json's text (two-space JSON and a final newline) and docs/api.html's. */
export const apiDocumentFiles = (areas: readonly RouteArea[]) => {
  const document = apiDocument(areas);
  return { 'openapi.json': `${JSON.stringify(document, null, 2)}\n`, 'api.html': apiReferencePage(document) };
};
