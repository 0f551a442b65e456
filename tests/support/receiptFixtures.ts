import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildClave } from '../../mock-api/receipts/clave';
import { buildConsecutivo } from '../../mock-api/receipts/consecutivo';
import type { DocumentInput, DocumentLine, Issuer, Receiver } from '../../mock-api/receipts/documentInput';
import type { DocumentType } from '../../mock-api/receipts/documentTypes';
import type { HaciendaUnit } from '../../mock-api/receipts/units';

/**
 * Documents for the receipts' tests: a restaurant in San José (a real province/canton/district of
 * shared/data/cr-locations), lines whose CABYS codes and IVA rates are read from the repo's catalogue
 * (mock-api/cabys/cabys.tsv), never invented.
 */
const catalogue = new Map(
  readFileSync(join(import.meta.dirname, '../../mock-api/cabys/cabys.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((row) => row.split('\t'))
    .filter((cells) => cells.length === 3)
    .map(([code, description, tax]) => [code, { description, tax: Number(tax) }] as const),
);

/** A line of a real CABYS code, at the catalogue's IVA rate, carrying the 10 % service unless said. */
export const cabysLine = (code: string, quantity: number, unitPrice: number, detail: string, unit: HaciendaUnit = 'Unid', carriesService = true): DocumentLine => {
  const item = catalogue.get(code);
  if (!item) throw new Error(`${code} is not in the CABYS catalogue`);
  return { cabys: code, quantity, unit, detail, unitPrice, ivaRate: item.tax, carriesService };
};

/** The same lines with no service on any (a merchant without table service). */
export const withoutService = (lines: DocumentLine[]) => lines.map((line) => ({ ...line, carriesService: false }));

/** 13 %: Suministro de comida, servicio de restaurante con mesero. */
export const MEAL = '6331000000000';
/** 13 %: Cerveza de malta. */
export const BEER = '2431000000000';
/** 1 %: Tortillas de harina de maíz frescas. */
export const TORTILLAS = '2349001010100';
/** 0 % (exenta): Libros o textos escolares, impresos. */
export const BOOK = '3221000000000';
/** 13 %: Servicios de suministro de comida por encargo para eventos "catering service". */
export const CATERING = '6339100000000';

export const ISSUER: Issuer = {
  name: 'Soda La Esquina Sociedad Anónima',
  commercialName: 'Soda La Esquina',
  identification: { type: '02', number: '3101123456' },
  activityCode: '552004',
  address: { province: 1, canton: 1, district: 1, otherSigns: 'Avenida 2, calles 5 y 7, frente al parque' },
  email: 'facturas@sodalaesquina.cr',
};

export const RECEIVER: Receiver = { name: 'María Rodríguez Solano', identification: { type: '01', number: '102340567' }, email: 'maria@example.cr' };

/** ProveedorSistemas: the portal's provider. */
export const PROVIDER_ID = '3101999999';

/** 14 May 2026, 12:30 in Costa Rica. */
export const ISSUED_AT = Date.UTC(2026, 4, 14, 18, 30);

export const numbersFor = (type: DocumentType, sequence = 1, issuedAt = ISSUED_AT) => {
  const consecutivo = buildConsecutivo({ establishment: 1, terminal: 1, type, sequence });
  return { consecutivo, clave: buildClave({ issuedAt, issuerId: ISSUER.identification.number, consecutivo, situacion: '1', securityCode: '20260514' }) };
};

/** Two casados, three beers and tortillas at a table: 13 % and 1 % lines, the 10 % service. */
export const TABLE_LINES: DocumentLine[] = [
  cabysLine(MEAL, 2, 4500, 'Casado con pollo'),
  cabysLine(BEER, 3, 1800, 'Cerveza Imperial 350 ml'),
  cabysLine(TORTILLAS, 1, 500, 'Tortillas palmeadas'),
];

export const tiqueteInput = (overrides: Partial<DocumentInput> = {}): DocumentInput => ({
  type: '04',
  ...numbersFor('04'),
  issuedAt: ISSUED_AT,
  providerId: PROVIDER_ID,
  issuer: ISSUER,
  lines: TABLE_LINES,
  payment: '02',
  currency: 'CRC',
  exchangeRate: 1,
  ...overrides,
});

export const facturaInput = (overrides: Partial<DocumentInput> = {}): DocumentInput =>
  tiqueteInput({ type: '01', ...numbersFor('01'), receiver: RECEIVER, ...overrides });

export const notaCreditoInput = (original: DocumentInput, overrides: Partial<DocumentInput> = {}): DocumentInput => ({
  ...original,
  type: '03',
  ...numbersFor('03'),
  issuedAt: original.issuedAt + 3600_000,
  reference: { type: original.type as '01' | '04', clave: original.clave, issuedAt: original.issuedAt, reason: 'Pedido cancelado después del pago' },
  ...overrides,
});
