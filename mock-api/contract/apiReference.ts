import { createHash } from 'node:crypto';
import type { OpenApiDocument } from './openapi';

/**
 * The API reference for people: one static HTML page written from the OpenAPI document, with no
 * script at all and its one style block allowed by hash, so it works offline (docs/api.html) and
 * under the mock API's policy (GET /api-docs, which sends `csp` below).
 */

type Schema = Record<string, any>;

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1d2433}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ccd}
code,.path{font-family:ui-monospace,monospace}
details{border:1px solid #dde;border-radius:6px;margin:.4rem 0;padding:.3rem .6rem}
summary{cursor:pointer;display:flex;gap:.6rem;align-items:baseline;flex-wrap:wrap}
.m{font-weight:700;min-width:4rem}.GET{color:#0b6e3b}.POST{color:#0a4fa6}.PUT{color:#8a5a00}.DELETE{color:#a11b1b}
.tag{font-size:.75rem;border-radius:4px;padding:0 .35rem;background:#eef}.add{background:#fde9c8}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.3rem 0}td,th{border-bottom:1px solid #eef;text-align:left;padding:.15rem .4rem;vertical-align:top}
ul{margin:.2rem 0}nav a{margin-right:.6rem}.wide{overflow-x:auto}.wide table{min-width:34rem}
`;

export const apiReferenceCsp = () => {
  const hash = createHash('sha256').update(STYLE).digest('base64');
  return `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'`;
};

const escape = (text: unknown) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const typeOf = (schema: Schema): string => {
  if (schema.$ref) return String(schema.$ref).split('/').pop()!;
  if (schema.anyOf) return (schema.anyOf as Schema[]).map(typeOf).join(' | ');
  if (schema.enum) return (schema.enum as unknown[]).map((value) => JSON.stringify(value)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === 'array') return `${typeOf(schema.items ?? {})}[]`;
  return String(schema.type ?? 'any');
};
const limits = (field: Schema) => {
  const schema = ((field.anyOf as Schema[] | undefined) ?? [field]).find((option) => option.type !== 'null') ?? field;
  const facts: string[] = [];
  if (schema.maxLength !== undefined) facts.push(`${schema.minLength ?? 0}–${schema.maxLength} characters`);
  if (schema.format) facts.push(schema.format);
  if (schema.description) facts.push(schema.description);
  if (schema.minimum !== undefined && Math.abs(schema.minimum) < 2 ** 53 - 1) facts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined && Math.abs(schema.maximum) < 2 ** 53 - 1) facts.push(`≤ ${schema.maximum}`);
  if (schema.pattern) facts.push(`pattern ${schema.pattern}`);
  return facts.join(', ');
};

/** A named schema (components.schemas) in place of its reference. */
type Resolve = (schema: Schema) => Schema;
const resolverOf = (document: OpenApiDocument): Resolve => (schema) =>
  typeof schema.$ref === 'string' ? (document.components.schemas[schema.$ref.split('/').pop()!] ?? schema) : schema;

/**
 * One row per field, nested objects and lists of objects flattened with dotted names. A named
 * schema already being expanded (a menu's submenus are menus) is named, not expanded again.
 */
const fieldRows = (resolve: Resolve, given: Schema, prefix = '', expanding: ReadonlySet<unknown> = new Set([given.$ref])): string[] => {
  const schema = resolve(given);
  const target = resolve(schema.type === 'array' ? schema.items ?? {} : schema);
  const properties = (target.properties ?? {}) as Record<string, Schema>;
  const required = new Set((target.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([name, field]) => {
    const path = `${prefix}${name}${field.type === 'array' ? '[]' : ''}`;
    const row = `<tr><td><code>${escape(path)}</code></td><td>${escape(typeOf(field))}</td><td>${required.has(name) ? 'required' : ''}</td><td>${escape(limits(field))}</td></tr>`;
    const ref = (field.type === 'array' ? field.items ?? {} : field).$ref;
    if (ref !== undefined && expanding.has(ref)) return [row];
    const inner = resolve(field.type === 'array' ? field.items ?? {} : field);
    return [row, ...(inner.properties ? fieldRows(resolve, inner, `${path}.`, new Set([...expanding, ref])) : [])];
  });
};
const fieldTable = (resolve: Resolve, schema: Schema) => {
  const rows = fieldRows(resolve, schema);
  return rows.length ? `<div class="wide"><table><tr><th>field</th><th>type</th><th></th><th>limits</th></tr>${rows.join('')}</table></div>` : `<p><code>${escape(typeOf(schema))}</code></p>`;
};

const accessText = (access: Schema | undefined) => {
  if (!access) return 'not declared yet';
  if (access.public) return 'anyone (public)';
  const screens = access.screens ? ` — screens ${access.screens.map((screen: string) => `<code>${escape(screen)}</code>`).join(', ')}` : '';
  return `groups ${access.groups.join(', ')}${access.providerOnly ? ' (provider only)' : ''}${screens}`;
};

const operation = (resolve: Resolve, method: string, path: string, op: Schema) => {
  const body = op.requestBody?.content?.['application/json']?.schema;
  const ok = op.responses?.['200']?.content;
  const answer = ok?.['application/json']?.schema;
  const refusals = Object.entries((op.responses ?? {}) as Record<string, Schema>).filter(([status]) => status !== '200' && status !== 'default');
  const badges = `${op['x-portal-addition'] ? '<span class="tag add">portal addition</span>' : ''}`;
  return `<details id="${escape(op.operationId)}"><summary><span class="m ${method.toUpperCase()}">${method.toUpperCase()}</span><span class="path">${escape(path)}</span>${badges}<span>${escape(op.summary)}</span></summary>
<p><b>Who may call:</b> ${accessText(op['x-portal-access'])}</p>
${body ? `<p><b>Body</b></p>${fieldTable(resolve, body)}` : ''}
${answer ? `<p><b>Answer (200)</b></p>${fieldTable(resolve, answer)}` : ok ? `<p><b>Answer (200):</b> ${escape(Object.keys(ok).join(', '))}</p>` : ''}
${refusals.length ? `<p><b>Refusals</b></p><ul>${refusals.map(([status, response]) => `<li><b>${status}</b> ${escape(response.description).replace(/^- /, '').replace(/\n- /g, ' · ')}</li>`).join('')}</ul>` : ''}
</details>`;
};

export const apiReferencePage = (document: OpenApiDocument): string => {
  const resolve = resolverOf(document);
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Schema>)) {
      const tag = (op.tags?.[0] as string) ?? '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(resolve, method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const sections = tags.map((tag) => `<h2 id="tag-${escape(tag)}">/${escape(tag)}</h2>${byTag.get(tag)!.join('\n')}`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${escape(apiReferenceCsp())}">
<title>${escape(document.info.title)} — reference</title><style>${STYLE}</style></head>
<body><h1>${escape(document.info.title)} ${escape(document.info.version)}</h1>
<p>${escape(document.info.description).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>
<p>Written from <code>openapi.json</code> (OpenAPI ${escape(document.openapi)}); every answer is JSON unless said otherwise.</p>
<nav>${tags.map((tag) => `<a href="#tag-${escape(tag)}">/${escape(tag)}</a>`).join(' ')}</nav>
${sections}
</body></html>
`;
};
