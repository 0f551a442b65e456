import { describe, expect, it } from 'vitest';
import { base64Bytes, LOGO_MAX_BYTES, logoError, logoFileError } from '../../src/domain/merchantLogo';
import { documentNumberError, documentNumberMatches } from '../../src/domain/merchantRules';
import { identificationText } from '../../src/schemas/fields';
import { merchantSchema } from '../../src/schemas/merchantSchema';
import { dataUrl, jpegDeclaring, pngOfSize, TINY_JPEG } from '../support/imageFiles';
import { apiProblem, formProblem } from '../support/schemaProblems';

const ID_TYPES = [{ id: 1, format: '#-####-####' }, { id: 2, format: '#-###-######' }];
const schema = merchantSchema({ idTypes: ID_TYPES });
const merchantError = (values: Record<string, unknown>) => formProblem(schema, values);

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const JPEG = `data:image/jpeg;base64,${TINY_JPEG}`;

const merchant = (change: Record<string, unknown> = {}) => ({
  name: 'Soda Prueba',
  topId: '10015838',
  address: 'San José',
  activityCode: '552004',
  companyTypeId: 1,
  transactionLimit: 500000,
  typeLegalId: 2,
  image: PNG,
  emailDeposit: 'depositos@soda.cr',
  ...change,
});

describe('merchant schema (docs/spec-reference.md §5)', () => {
  it('accepts a merchant with only the required fields', () => {
    expect(merchantError(merchant())).toBeUndefined();
  });

  it.each(['name', 'topId', 'address', 'activityCode', 'companyTypeId', 'transactionLimit', 'typeLegalId', 'image', 'emailDeposit'])(
    'requires %s',
    (field) => {
      expect(merchantError(merchant({ [field]: '' }))).toBe('Debe completar los campos requeridos.');
      expect(merchantError(merchant({ [field]: null }))).toBe('Debe completar los campos requeridos.');
    },
  );

  it('requires the company type and identification type to be chosen (> 0), and a positive limit', () => {
    expect(merchantError(merchant({ companyTypeId: 0 }))).toBe('Debe completar los campos requeridos.');
    expect(merchantError(merchant({ typeLegalId: 0 }))).toBe('Debe completar los campos requeridos.');
    expect(merchantError(merchant({ transactionLimit: 0 }))).toBe('El límite por transacción debe ser mayor que 0.');
    expect(merchantError(merchant({ transactionLimit: -5 }))).toBe('El límite por transacción debe ser mayor que 0.');
  });

  it('keeps terminal numbers to digits', () => {
    for (const field of ['topId', 'topIdDol', 'terminal_id', 'terminal_id_dol', 'terminalDefault']) {
      expect(merchantError(merchant({ [field]: '1234A' })), field).toBe('Los números de terminal solo pueden contener dígitos.');
      expect(merchantError(merchant({ [field]: '12 34' })), field).toBe('Los números de terminal solo pueden contener dígitos.');
      expect(merchantError(merchant({ [field]: '00123' })), field).toBeUndefined();
    }
  });

  it('takes ITBMS from 0 to 99, or empty', () => {
    for (const itbms of [0, 13, 99, 7.5, '', null]) expect(merchantError(merchant({ itbms })), String(itbms)).toBeUndefined();
    for (const itbms of [-1, 99.5, 100]) expect(merchantError(merchant({ itbms })), String(itbms)).toBe('El ITBMS debe ser un número entre 0 y 99.');
  });

  it('keeps the address to 250 characters', () => {
    expect(merchantError(merchant({ address: 'x'.repeat(250) }))).toBeUndefined();
    expect(merchantError(merchant({ address: 'x'.repeat(251) }))).toBe('La dirección no puede tener más de 250 caracteres.');
  });

  it('saves an empty settlement cost as 0', () => {
    const settlement = (value: unknown) => schema.parse({ ...merchant(), settlementCost: value }).settlementCost;
    expect(settlement(null)).toBe(0);
    expect(settlement(undefined)).toBe(0);
    expect(settlement(750)).toBe(750);
  });

  it('checks the document number against the identification type chosen', () => {
    expect(merchantError(merchant({ typeLegalId: 1, documentNumber: '1-0234-0567' }))).toBeUndefined();
    expect(merchantError(merchant({ typeLegalId: 1, documentNumber: '1-0234-056' }))).toBe(
      'El número de documento no coincide con el formato del tipo de identificación (#-####-####).',
    );
  });

  it('refuses wrong types at the API instead of coercing them', () => {
    const invalid = 'El valor del campo no es válido.';
    expect(apiProblem(schema, merchant({ name: { $gt: '' } }))).toBe(invalid);
    expect(apiProblem(schema, merchant({ transactionLimit: '500000' }))).toBe('El límite por transacción debe ser mayor que 0.');
    expect(apiProblem(schema, merchant({ transactionLimit: true }))).toBe('El límite por transacción debe ser mayor que 0.');
    expect(apiProblem(schema, merchant({ companyTypeId: '1' }))).toBe(invalid);
    expect(apiProblem(schema, merchant({ simplifiedRegime: 'true' }))).toBe(invalid);
    expect(apiProblem(schema, merchant({ name: 'Soda\u202eEvil' }))).toMatch(/caracteres de control/);
    expect(apiProblem(schema, merchant({ name: 'x'.repeat(121) }))).toBe('Este campo admite como máximo 120 caracteres.');
    expect(schema.parse({ ...merchant(), role: 'admin', name: '  Soda  ' })).not.toHaveProperty('role');
    expect(schema.parse({ ...merchant(), name: '  Soda  ' }).name).toBe('Soda');
  });

  it('checks e-mails, percentages, amounts, level and phone', () => {
    expect(merchantError(merchant({ emailDeposit: 'depositos' }))).toBe('El correo electrónico no es válido.');
    expect(merchantError(merchant({ paymentEmail: 'pagos@' }))).toBe('El correo electrónico no es válido.');
    expect(merchantError(merchant({ vat: 101 }))).toBe('Los porcentajes deben ser números entre 0 y 100.');
    expect(merchantError(merchant({ monthlyRate: -1 }))).toBe('Los montos y tarifas deben ser números mayores o iguales a 0.');
    expect(merchantError(merchant({ maxLevel: 2.5 }))).toBe('El nivel máximo debe ser un número entero entre 1 y 99.');
    expect(merchantError(merchant({ phone: 'llamar' }))).toMatch(/teléfono/);
    expect(merchantError(merchant({ activityCode: '56-10' }))).toMatch(/código de actividad/);
  });
});

describe('identification formats', () => {
  it('matches document numbers with or without the mask separators', () => {
    expect(documentNumberMatches('#-####-####', '1-0234-0567')).toBe(true);
    expect(documentNumberMatches('#-####-####', '102340567')).toBe(true);
    expect(documentNumberMatches('#-####-####', '1023405678')).toBe(false);
    expect(documentNumberMatches('#-###-######', '3-101-123456')).toBe(true);
    expect(documentNumberMatches('#-###-######', '3-101-12345A')).toBe(false);
    expect(documentNumberError('#-####-####', '12')).toBe('El número de documento no coincide con el formato del tipo de identificación (#-####-####).');
    expect(documentNumberError('#-####-####', '')).toBeUndefined();
  });

  it('keeps an identification written with dashes or spaces as its digits, and anything else as typed', () => {
    const field = identificationText();
    expect(field.parse('3-101-123456')).toBe('3101123456');
    expect(field.parse(' 3 101 123456 ')).toBe('3101123456');
    expect(field.parse('1-1234-0567')).toBe('112340567');
    expect(field.parse(null)).toBe('');
    expect(field.parse('3.101.123456')).toBe('3.101.123456');
    expect(field.safeParse(3101123456).success).toBe(false);
  });
});

describe('merchant logo (png, jpg, jpeg; at most 500 KB)', () => {
  it('accepts PNG and JPEG data URLs whose bytes are what they claim', () => {
    expect(logoError(PNG)).toBeUndefined();
    expect(logoError(JPEG)).toBeUndefined();
    expect(logoError(PNG.replace('image/png', 'image/jpeg'))).toBe('El logo debe ser una imagen PNG o JPG (.png, .jpg, .jpeg).');
    expect(logoError('data:image/gif;base64,R0lGODlhAQABAAAAACw=')).toMatch(/PNG o JPG/);
    expect(logoError('data:image/svg+xml;base64,PHN2Zz4=')).toMatch(/PNG o JPG/);
  });

  it('refuses more than 500 KB', () => {
    // a PNG's signature and IHDR (1 × 1), then filler
    const header = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ';
    const at = (bytes: number) => `data:image/png;base64,${header}${'A'.repeat(Math.ceil((bytes * 4) / 3) - header.length)}`;
    expect(base64Bytes('AAAA')).toBe(3);
    expect(base64Bytes('AA==')).toBe(1);
    expect(logoError(at(LOGO_MAX_BYTES - 3))).toBeUndefined();
    expect(logoError(at(LOGO_MAX_BYTES + 3))).toBe('El logo no puede superar 500 KB.');
  });

  it('refuses more than 4000 × 4000 pixels as the picture declares them, or no size at all', () => {
    expect(logoError(dataUrl(pngOfSize(4000, 4000)))).toBeUndefined();
    expect(logoError(dataUrl(pngOfSize(100_000, 100_000)))).toBe('El logo no puede superar 4000 × 4000 píxeles.');
    expect(logoError(dataUrl(pngOfSize(10_000, 10_000, { whole: true })))).toBe('El logo no puede superar 4000 × 4000 píxeles.');
    expect(logoError(dataUrl(jpegDeclaring(4001, 100), 'image/jpeg'))).toBe('El logo no puede superar 4000 × 4000 píxeles.');
    expect(logoError('data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==')).toBe('El logo debe ser una imagen PNG o JPG (.png, .jpg, .jpeg).');
  });

  it('accepts the address of a png/jpg/jpeg image, nothing else', () => {
    expect(logoError('/logos/2.png')).toBeUndefined();
    expect(logoError('https://portal.example.cr/img/logo.JPG?v=2')).toBeUndefined();
    for (const bad of ['/logos/2.svg', 'javascript:alert(1).png', 'logo.png', '/a b.png', 'data:text/html,hola']) {
      expect(logoError(bad), bad).toMatch(/PNG o JPG/);
    }
    expect(logoError('')).toBe('Debe completar los campos requeridos.');
  });

  it('checks a chosen file by type and name', () => {
    expect(logoFileError({ name: 'logo.PNG', type: 'image/png' })).toBeUndefined();
    expect(logoFileError({ name: 'logo.jpeg', type: 'image/jpeg' })).toBeUndefined();
    expect(logoFileError({ name: 'logo.gif', type: 'image/gif' })).toMatch(/PNG o JPG/);
    expect(logoFileError({ name: 'logo.png', type: 'image/svg+xml' })).toMatch(/PNG o JPG/);
  });
});

describe('merchant save failure text (docs/spec-reference.md §8)', () => {
  it("shows the server's reason when it gave one, else 'Ocurrió un error actualizando el comercio.'", async () => {
    const { merchantSaveError } = await import('../../resources/merchants/merchantSaveError');
    expect(merchantSaveError({ message: 'Ya existe un comercio con ese número de terminal.' })).toBeUndefined();
    expect(merchantSaveError({ message: 'Ocurrió un error de comunicación, intente de nuevo.' })).toBe('Ocurrió un error actualizando el comercio.');
    expect(merchantSaveError({})).toBe('Ocurrió un error actualizando el comercio.');
  });
});
