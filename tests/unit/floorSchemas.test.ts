import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { floorMessages } from '../../src/domain/floorMessages';
import { isIpv4, legalIdFits } from '../../src/domain/floorRules';
import { messages } from '../../src/domain/messages';
import { companySettingsSchema } from '../../src/schemas/companySettingsSchema';
import { printerSchema } from '../../src/schemas/printerSchema';
import { requiredMarks } from '../../src/schemas/schemaResolver';
import { sectionSchema } from '../../src/schemas/sectionSchema';
import { supplierFields, supplierSchema } from '../../src/schemas/supplierSchema';
import { tableSchema } from '../../src/schemas/tableSchema';
import { waiterSchema } from '../../src/schemas/waiterSchema';
import { qrFileName } from '../../resources/tables/qrPng';
import { menuLink } from '../../resources/tables/menuLink';

/** The first problem's message (what the form and the mock API show), or undefined when valid. */
const problem = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
};
const supplier = { serviceTypeId: 1, name: 'Distribuidora', legalIdType: 2, legalId: '3101456789', phone: '', mobile: '', email: '', contact: '', address: '' };

describe('floor rules', () => {
  it.each([
    ['192.168.1.20', true], ['0.0.0.0', true], ['255.255.255.255', true],
    ['256.0.0.1', false], ['192.168.1', false], ['192.168.001.2', false], ['1.2.3.4.5', false], ['1..2.3', false], ['a.b.c.d', false], ['', false],
  ])('IPv4 %s → %s', (ip, valid) => expect(isIpv4(ip)).toBe(valid));

  it('checks Costa Rican identification lengths by kind', () => {
    expect(legalIdFits(1, '112340567')).toBe(true);
    expect(legalIdFits(1, '1123405670')).toBe(false);
    expect(legalIdFits(2, '3101456789')).toBe(true);
    expect(legalIdFits(3, '12345678901')).toBe(true);
    expect(legalIdFits(3, '123456789012')).toBe(true);
    expect(legalIdFits(3, '1234567890')).toBe(false);
    expect(legalIdFits(4, '4000123456')).toBe(true);
    expect(legalIdFits(9, '4000123456')).toBe(false);
  });
});

describe('floor schemas (the forms and the mock API)', () => {
  it('section: name and status required, status ACT or INA', () => {
    expect(problem(sectionSchema, { name: 'Terraza', status: 'ACT' })).toBeUndefined();
    expect(problem(sectionSchema, { name: ' ', status: 'ACT' })).toBe(messages.requiredFields);
    expect(problem(sectionSchema, { name: 'Terraza' })).toBe(messages.requiredFields);
    expect(problem(sectionSchema, { name: 'Terraza', status: 'CERRADA' })).toBe(floorMessages.sectionStatus);
    expect(sectionSchema.parse({ name: ' Terraza ', status: 'INA' })).toEqual({ name: 'Terraza', description: '', status: 'INA' });
  });

  it('table: name and section required, no coercion', () => {
    expect(problem(tableSchema, { name: 'Mesa 1', sectionId: 3 })).toBeUndefined();
    expect(problem(tableSchema, { name: '', sectionId: 3 })).toBe(messages.requiredFields);
    expect(problem(tableSchema, { name: 'Mesa 1', sectionId: 0 })).toBe(messages.requiredFields);
    expect(problem(tableSchema, { name: 'Mesa 1', sectionId: '3' })).toBe('El valor del campo no es válido.');
  });

  it('printer: a valid IPv4 and a known location', () => {
    expect(problem(printerSchema, { name: 'Cocina', ip: '10.0.0.1', typeId: 1 })).toBeUndefined();
    expect(problem(printerSchema, { name: 'Cocina', ip: '10.0.0.300', typeId: 1 })).toBe(floorMessages.printerIp);
    expect(problem(printerSchema, { name: 'Barra', ip: '10.0.0.1', typeId: 3 })).toBeUndefined();
    expect(problem(printerSchema, { name: 'Cocina', ip: '10.0.0.1', typeId: 4 })).toBe(floorMessages.printerLocation);
    expect(problem(printerSchema, { name: 'Cocina', typeId: 1 })).toBe(messages.requiredFields);
  });

  it('waiter: a name', () => {
    expect(problem(waiterSchema, { name: 'Ana' })).toBeUndefined();
    expect(problem(waiterSchema, {})).toBe(messages.requiredFields);
  });

  it('supplier: service type and name required; the identification, when given, fits its kind', () => {
    expect(problem(supplierSchema, supplier)).toBeUndefined();
    expect(problem(supplierSchema, { ...supplier, legalId: '' })).toBeUndefined();
    expect(problem(supplierSchema, { ...supplier, serviceTypeId: 0 })).toBe(messages.requiredFields);
    expect(problem(supplierSchema, { ...supplier, legalIdType: 1 })).toBe('La cédula física debe tener 9 dígitos.');
    expect(problem(supplierSchema, { ...supplier, legalIdType: 3 })).toBe('El DIMEX debe tener 11 o 12 dígitos.');
    expect(problem(supplierSchema, { ...supplier, legalIdType: 4, legalId: '40001234' })).toBe('El NITE debe tener 10 dígitos.');
    // written as people write it, kept as digits
    expect(supplierSchema.parse({ ...supplier, legalId: '3-101-456789' }).legalId).toBe('3101456789');
    expect(supplierSchema.parse({ ...supplier, legalId: ' 3 101 456789 ' }).legalId).toBe('3101456789');
    expect(supplierSchema.parse({ ...supplier, legalIdType: 1, legalId: '1-1234-0567' }).legalId).toBe('112340567');
    expect(problem(supplierSchema, { ...supplier, legalId: '3-101-45678' })).toBe('La cédula jurídica debe tener 10 dígitos.');
    expect(problem(supplierSchema, { ...supplier, legalId: '3.101.456789' })).toBe(floorMessages.legalIdDigits);
    expect(problem(supplierSchema, { ...supplier, legalId: 'J-3101456789' })).toBe(floorMessages.legalIdDigits);
    expect(problem(supplierSchema, { ...supplier, phone: 'llamar' })).toBe(floorMessages.phoneFormat);
    expect(problem(supplierSchema, { ...supplier, email: 'x@' })).toBe(messages.invalidEmail);
    expect(supplierSchema.parse({ ...supplier, supplierCode: 9, merchant_id: 3 })).not.toHaveProperty('supplierCode');
  });

  it('marks exactly the required inputs with an asterisk', () => {
    const marked = (schema: z.ZodObject) => Object.entries(requiredMarks(schema)).filter(([, mark]) => mark).map(([key]) => key);
    expect(marked(supplierFields)).toEqual(['serviceTypeId', 'name', 'legalIdType']);
    expect(marked(printerSchema)).toEqual(['name', 'ip', 'typeId']);
    expect(marked(sectionSchema)).toEqual(['name', 'status']);
  });

  it('company settings: both answers required as true or false', () => {
    expect(problem(companySettingsSchema(), { simplifiedRegime: false, tableService: true })).toBeUndefined();
    expect(problem(companySettingsSchema(), { simplifiedRegime: false })).toBe(messages.requiredFields);
    expect(problem(companySettingsSchema(), { simplifiedRegime: 'false', tableService: true })).toBe('El valor del campo no es válido.');
  });
});

describe('a table’s QR code', () => {
  it('links to the public menu on the portal’s host and names its PNG after the table', () => {
    expect(menuLink('abc_DEF-123', 'https://portal.cr')).toBe('https://portal.cr/menuqr/abc_DEF-123');
    expect(qrFileName('Mesa 1')).toBe('Mesa 1.png');
    expect(qrFileName('Terraza/Barra: 2')).toBe('Terraza-Barra- 2.png');
    expect(qrFileName('   ')).toBe('mesa.png');
  });
});
