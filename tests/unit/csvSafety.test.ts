import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, UTF8_BOM } from '../../src/domain/csvSafety';
import type { MerchantPaymentRow } from '../../src/domain/merchantPayment';
import { paymentsCsv } from '../../resources/merchantPayments/paymentCsv';

const row = (change: Partial<MerchantPaymentRow> = {}): MerchantPaymentRow => ({
  ID: 1,
  EMPRESA: 'Soda Doña Lela',
  CANTIDAD_PAGOS: 12,
  PAGADODOLARES: 0,
  PAGADO_COMISIONDOLARES: 0,
  PAGADO_ADELANTORENTADOLARES: 0,
  TOTALPAGODOLARES: 0,
  PAGADOLOCAL: 125000.5,
  PAGADO_COMISIONLOCAL: 3750.02,
  PAGADO_ADELANTORENTALOCAL: 2500.01,
  TOTALPAGOLOCAL: 118750.47,
  FECHA_CREACION: '2026-01-01T02:15:00-06:00',
  ESTADO: 'PAGADO',
  BANCO: 'Banco Nacional de Costa Rica',
  CUENTA_IBAN: 'CR05015202001026284066',
  MONEDA: 'CRC',
  BATCHID: 'LQ20260101-151',
  ESTADO_BATCHID: 'PROCESADO',
  ...change,
});

const parse = (csv: string) => Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;

describe('formula injection', () => {
  it.each([
    '=1+1', '+57 8888', '-2', '@SUM(A1)', '\tcmd', '\rcmd', '\ncmd', '=HYPERLINK("http://x")\nsegunda línea',
    ' =1', '  +cmd', '\n=1+1', '\r\n@SUM(A1)', '＝1+1', ' ＋cmd', '－2', '＠SUM(A1)', '\u3000=1',
  ])('makes %j inert', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('leaves ordinary text, empty text and numbers alone (a negative amount stays a number)', () => {
    expect(neutraliseFormula('Ñandú S.A.')).toBe('Ñandú S.A.');
    expect(neutraliseFormula(' Soda')).toBe(' Soda');
    expect(neutraliseFormula('')).toBe('');
    expect(neutraliseFormula(-12.5)).toBe(-12.5);
  });
});

describe('payments CSV', () => {
  it('starts with a UTF-8 byte-order mark and the Spanish headers, accents intact', () => {
    const csv = paymentsCsv([row()]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const [header, first] = parse(csv);
    expect(header).toHaveLength(17);
    expect(header.slice(0, 4)).toEqual(['Empresa', 'Cantidad de pagos', 'Pagado dólares', 'Comisión dólares']);
    expect(first[0]).toBe('Soda Doña Lela');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('writes amounts and counts as plain numbers and dates as date-times', () => {
    const line = paymentsCsv([row()]).split('\r\n')[1];
    expect(line).toContain(',12,0,0,0,0,125000.5,3750.02,2500.01,118750.47,2026-01-01 02:15:00,PAGADO,');
  });

  it('neutralises formulas in every text cell and quotes commas, quotes and line breaks', () => {
    const csv = paymentsCsv([
      row({ EMPRESA: '=HYPERLINK("http://malo.example","clic")', BANCO: '@SUM(1)', BATCHID: '-1+1' }),
      row({ EMPRESA: 'Café "La Esquina", S.A.', BANCO: '+506\r\nlínea' }),
    ]);
    const [, evil, quoted] = parse(csv);
    expect(evil[0]).toBe('\'=HYPERLINK("http://malo.example","clic")');
    expect(evil[12]).toBe("'@SUM(1)");
    expect(evil[15]).toBe("'-1+1");
    expect(quoted[0]).toBe('Café "La Esquina", S.A.');
    expect(quoted[12]).toBe("'+506\r\nlínea");
    const cells = parse(csv).slice(1).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it('neutralises every column, dates and amounts included, and text behind spaces, line breaks or full-width signs', () => {
    const evil = row({
      FECHA_CREACION: '=cmd|" /C calc"!A0',
      PAGADOLOCAL: '+1+1' as unknown as number,
      CANTIDAD_PAGOS: '@SUM(A1)' as unknown as number,
      ESTADO: ' =1+1' as MerchantPaymentRow['ESTADO'],
      MONEDA: '\n=1+1' as MerchantPaymentRow['MONEDA'],
      CUENTA_IBAN: '＝HYPERLINK("http://malo.example")',
    });
    const [, cells] = parse(paymentsCsv([evil]));
    expect(cells.filter((cell) => /^[\s\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]/.test(cell))).toEqual([]);
    expect(cells[10]).toBe('\'=cmd|" /C calc"!A0');
    expect(cells[11]).toBe("' =1+1");
  });
});
