import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { resourceModules } from '../../resources';
import { buildCatalogue } from '../../src/i18n/i18nProvider';
import { bankSchema } from '../../src/schemas/bankSchema';
import { comboSchema } from '../../src/schemas/comboSchema';
import { companySettingsSchema } from '../../src/schemas/companySettingsSchema';
import { loyaltyClientSchema } from '../../src/schemas/loyaltyClientSchema';
import { menuSchema } from '../../src/schemas/menuSchema';
import { merchantAccountFormSchema } from '../../src/schemas/merchantAccountSchema';
import { merchantSchema } from '../../src/schemas/merchantSchema';
import { printerSchema } from '../../src/schemas/printerSchema';
import { productSchema } from '../../src/schemas/productSchema';
import { rewardSchema } from '../../src/schemas/rewardSchema';
import { sectionSchema } from '../../src/schemas/sectionSchema';
import { stockAddSchema, stockCreateSchema, stockRemoveSchema } from '../../src/schemas/stockSchema';
import { supplierSchema } from '../../src/schemas/supplierSchema';
import { tableSchema } from '../../src/schemas/tableSchema';
import { tariffFormSchema } from '../../src/schemas/tariffSchema';
import { userFormSchema } from '../../src/schemas/userSchema';
import { waiterSchema } from '../../src/schemas/waiterSchema';

/**
 * The line beside Guardar names what is missing or wrong by the fields' labels
 * (src/components/MissingFieldsLine.tsx): every field a form's schema can refuse has one, so no
 * internal name ('activityCode', 'optionGroups') ever reaches the owner.
 */
type Tree = { [key: string]: unknown };
const catalogue = buildCatalogue(resourceModules.map((module) => module.messages)) as Tree;
const at = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], catalogue);

const FORMS: [string, z.ZodType][] = [
  ['banks', bankSchema],
  ['company', companySettingsSchema()],
  ['loyaltyClients', loyaltyClientSchema],
  ['menus', menuSchema],
  ['merchantAccounts', merchantAccountFormSchema()],
  ['merchants', merchantSchema()],
  ['printers', printerSchema],
  ['productStocks', comboSchema],
  ['products', productSchema],
  ['rewards', rewardSchema],
  ['sections', sectionSchema],
  ['stocks', stockCreateSchema],
  ['stocks', stockAddSchema],
  ['stocks', stockRemoveSchema],
  ['suppliers', supplierSchema],
  ['tables', tableSchema],
  ['tariffs', tariffFormSchema],
  ['users', userFormSchema],
  ['waiters', waiterSchema],
];

const keysOf = (schema: z.ZodType): string[] => {
  const shape = (schema as unknown as { shape?: Record<string, unknown>; def?: { in?: z.ZodType; out?: z.ZodType } }).shape;
  if (shape) return Object.keys(shape);
  const def = (schema as unknown as { def: { in?: z.ZodType; out?: z.ZodType } }).def;
  return def.out ? keysOf(def.out) : def.in ? keysOf(def.in) : [];
};

describe('the labels a form names its problems by', () => {
  it.each(FORMS)('has a Spanish label for every field of the %s form', (resource, schema) => {
    const keys = keysOf(schema);
    expect(keys.length).toBeGreaterThan(0);
    const unlabelled = keys.filter((key) => typeof at(`resources.${resource}.fields.${key}`) !== 'string');
    expect(unlabelled).toEqual([]);
  });
});
