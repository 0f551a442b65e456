import { bodySchemaOf, jsonSchemaOf } from '../../mock-api/contract/openapi';
import type { BodySpec } from '../../mock-api/contract/endpoint';

/** What the write fuzz (tests/api/writeFuzz.ts) needs to know of a body field to mutate it. */
export type FieldKind = 'text' | 'email' | 'digits' | 'int' | 'number' | 'bool' | 'object' | 'array' | 'day';
export interface BodyField {
  kind: FieldKind;
  /** Missing is refused. */
  required?: boolean;
  /** null is accepted even where missing is not. */
  nullable?: boolean;
  /** Longest text accepted (texts); largest value (numbers). */
  max?: number;
  /** A list the schema lets be empty (no `minItems`): an empty one may be accepted. */
  emptyOk?: boolean;
}

type Schema = Record<string, any>;
const DIGITS = /^\^(?:\\d|\[0-9\])(?:\{[\d,]+\}|\+)\$$/;

const kindOf = (schema: Schema): FieldKind | undefined => {
  switch (schema.type) {
    case 'string':
      if (schema.format === 'email') return 'email';
      return typeof schema.pattern === 'string' && DIGITS.test(schema.pattern.replace(/^\^\$\|/, '')) ? 'digits' : 'text';
    case 'integer':
      return 'int';
    case 'number':
      return 'number';
    case 'boolean':
      return 'bool';
    case 'object':
      return 'object';
    case 'array':
      return 'array';
    default:
      return undefined;
  }
};

/**
 * Every field of a declared body by its path ('bank.code'), read from the same JSON Schema the
 * API document publishes: its kind, whether it is required or may be null, its limit.
 */
export const bodyFields = (spec: BodySpec): Record<string, BodyField> => {
  const fields: Record<string, BodyField> = {};
  const walk = (schema: Schema, prefix: string) => {
    const required = new Set<string>(schema.required ?? []);
    for (const [name, raw] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      const options = (raw.anyOf as Schema[] | undefined) ?? [raw];
      const value = options.find((option) => option.type !== 'null') ?? raw;
      const kind = kindOf(value);
      if (!kind) continue;
      const path = `${prefix}${name}`;
      const max = kind === 'int' || kind === 'number' ? value.maximum : value.maxLength;
      fields[path] = {
        kind,
        ...(required.has(name) ? { required: true } : {}),
        ...(options.some((option) => option.type === 'null') ? { nullable: true } : {}),
        ...(max !== undefined && Math.abs(max) < Number.MAX_SAFE_INTEGER ? { max } : {}),
        ...(kind === 'array' && !(value.minItems > 0) ? { emptyOk: true } : {}),
      };
      if (kind === 'object') walk(value, `${path}.`);
      // a list of records: its first one stands for all ('order.products.0.id')
      const item = kind === 'array' ? (value.items as Schema | undefined) : undefined;
      if (item && kindOf(item) === 'object') {
        // a list that may be empty reads a missing first record as an empty list
        fields[`${path}.0`] = { kind: 'object', required: !fields[path].emptyOk };
        walk(item, `${path}.0.`);
      }
    }
  };
  walk(jsonSchemaOf(bodySchemaOf(spec), 'input'), '');
  return fields;
};
