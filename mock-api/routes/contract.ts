import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { apiReferenceCsp, apiReferencePage } from '../contract/apiReference';
import { apiDocument } from '../contract/document';
import { declaredArea } from '../contract/mount';
import type { OpenApiDocument } from '../contract/openapi';
import type { RouteArea } from './context';

/**
 * The API's own description, public like the specification it stands for: the OpenAPI document
 * and the reference page written from it. `areas` is read on the first call (it includes this area).
 */
export const contractRoutes = (areas: () => readonly RouteArea[]): RouteArea => {
  let document: OpenApiDocument | undefined;
  const current = () => (document ??= apiDocument(areas()));
  return declaredArea('/', [
    endpoint({
      method: 'GET',
      path: '/openapi.json',
      summary: 'This document: the OpenAPI 3.1 description of every endpoint.',
      access: 'public',
      addition: true,
      answer: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()), components: z.looseObject({}) }),
      refusals: [],
      // a copy: a type alias, unlike the interface, meets the answer's open index
      handle: () => ({ ...current() }),
    }),
    endpoint({
      method: 'GET',
      path: '/api-docs',
      summary: 'The same document as a page for people (HTML without script).',
      access: 'public',
      addition: true,
      answer: z.string(),
      contentType: 'text/html',
      refusals: [],
      handle: ({ res }) => {
        res.set('Content-Security-Policy', apiReferenceCsp());
        return apiReferencePage(current());
      },
    }),
  ]);
};
