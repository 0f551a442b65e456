import { describe, expect, it } from 'vitest';
import { buildClave, newSecurityCode, parseClave } from '../../mock-api/receipts/clave';
import { buildConsecutivo, parseConsecutivo } from '../../mock-api/receipts/consecutivo';
import { electronicDocument } from '../../src/domain/wire/electronicDocument';

/** Costa Rica's calendar day of an instant as the IANA zone has it (America/Costa_Rica, no DST): DDMMYY. */
const ianaCostaRica = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Costa_Rica', day: '2-digit', month: '2-digit', year: '2-digit' });
const crDayByIana = (epochMs: number) => {
  const parts = ianaCostaRica.formatToParts(epochMs);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('day')}${part('month')}${part('year')}`;
};

describe('NumeroConsecutivo (20 digits)', () => {
  it('is establishment (3) + terminal (5) + type (2) + sequence (10)', () => {
    expect(buildConsecutivo({ establishment: 1, terminal: 1, type: '04', sequence: 1 })).toBe('00100001040000000001');
    expect(buildConsecutivo({ establishment: 12, terminal: 345, type: '01', sequence: 9_876_543_210 })).toBe('01200345019876543210');
    expect(buildConsecutivo({ establishment: 999, terminal: 99_999, type: '03', sequence: 42 })).toBe('99999999030000000042');
  });

  it('refuses parts that do not fit (no silent truncation)', () => {
    expect(() => buildConsecutivo({ establishment: 1000, terminal: 1, type: '04', sequence: 1 })).toThrow(RangeError);
    expect(() => buildConsecutivo({ establishment: 0, terminal: 1, type: '04', sequence: 1 })).toThrow(RangeError);
    expect(() => buildConsecutivo({ establishment: 1, terminal: 100_000, type: '04', sequence: 1 })).toThrow(RangeError);
    expect(() => buildConsecutivo({ establishment: 1, terminal: 1, type: '04', sequence: 10_000_000_000 })).toThrow(RangeError);
    expect(() => buildConsecutivo({ establishment: 1, terminal: 1, type: '04', sequence: 0 })).toThrow(RangeError);
    expect(() => buildConsecutivo({ establishment: 1, terminal: 1, type: '02' as never, sequence: 1 })).toThrow(RangeError);
  });

  it('parses back what it built, and nothing else', () => {
    const parts = { establishment: 7, terminal: 23, type: '03', sequence: 120 } as const;
    expect(parseConsecutivo(buildConsecutivo(parts))).toEqual(parts);
    for (const text of ['0010000104000000000', '001000010400000000011', '00100001020000000001', '00000001040000000001', '0010000104000000000a', 20]) {
      expect(parseConsecutivo(text), String(text)).toBeNull();
    }
  });
});

describe('Clave (50 digits)', () => {
  const consecutivo = '00100001040000000001';

  it('is 506 + DDMMYY (Costa Rica) + id padded to 12 + consecutivo + situación + security code', () => {
    // 14 May 2026, 10:00 in Costa Rica (16:00 UTC); cédula física 1-0234-0567
    const clave = buildClave({ issuedAt: Date.UTC(2026, 4, 14, 16, 0), issuerId: '102340567', consecutivo, situacion: '1', securityCode: '12345678' });
    expect(clave).toBe('506140526000102340567001000010400000000011' + '12345678');
    expect(clave).toHaveLength(50);
    // cédula jurídica 3-101-123456 (10 digits), sin internet
    expect(buildClave({ issuedAt: Date.UTC(2026, 10, 24, 12), issuerId: '3101123456', consecutivo, situacion: '3', securityCode: '00000042' })).toBe(
      '506241126003101123456' + consecutivo + '3' + '00000042',
    );
  });

  it('takes the day in Costa Rica time, not UTC: 05:30 UTC on 1 January is still 31 December there', () => {
    const issuedAt = Date.UTC(2026, 0, 1, 5, 30);
    const clave = buildClave({ issuedAt, issuerId: '102340567', consecutivo, situacion: '1', securityCode: '12345678' });
    expect(clave.slice(3, 9)).toBe('311225');
    expect(clave.slice(3, 9)).toBe(crDayByIana(issuedAt));
    // and across a whole year, every six hours, the clave's day is America/Costa_Rica's
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 6 * 3600_000 + 7 * 60_000) {
      expect(buildClave({ issuedAt: at, issuerId: '102340567', consecutivo, situacion: '1', securityCode: '12345678' }).slice(3, 9)).toBe(crDayByIana(at));
    }
  });

  it('refuses what would not make 50 digits', () => {
    const base = { issuedAt: Date.UTC(2026, 4, 14), issuerId: '102340567', consecutivo, situacion: '1', securityCode: '12345678' } as const;
    expect(() => buildClave({ ...base, issuerId: '1-0234-0567' })).toThrow(RangeError);
    expect(() => buildClave({ ...base, issuerId: '1234567890123' })).toThrow(RangeError);
    expect(() => buildClave({ ...base, consecutivo: '123' })).toThrow(RangeError);
    expect(() => buildClave({ ...base, situacion: '4' as never })).toThrow(RangeError);
    expect(() => buildClave({ ...base, securityCode: '1234567' })).toThrow(RangeError);
  });

  it('parses back into its parts, and refuses a clave that is not one', () => {
    const clave = buildClave({ issuedAt: Date.UTC(2026, 4, 14, 16), issuerId: '3101123456', consecutivo, situacion: '2', securityCode: '87654321' });
    expect(parseClave(clave)).toEqual({
      day: 14,
      month: 5,
      year: 26,
      issuerId: '3101123456',
      consecutivo,
      consecutivoParts: { establishment: 1, terminal: 1, type: '04', sequence: 1 },
      situacion: '2',
      securityCode: '87654321',
    });
    expect(parseClave(clave.replace(/^506/, '507'))).toBeNull();
    expect(parseClave(clave.slice(1))).toBeNull();
    expect(parseClave(`${clave.slice(0, 3)}310226${clave.slice(9)}`)).toBeNull(); // 31 February
    expect(parseClave(`${clave.slice(0, 41)}4${clave.slice(42)}`)).toBeNull(); // situación 4
  });

  it('draws 8-digit security codes', () => {
    const codes = new Set(Array.from({ length: 50 }, newSecurityCode));
    for (const code of codes) expect(code).toMatch(/^\d{8}$/);
    expect(codes.size).toBeGreaterThan(45);
  });
});

describe('the electronic document on the wire', () => {
  it('carries a type, a 50-digit clave, a 20-digit consecutivo and a known status', () => {
    const consecutivo = buildConsecutivo({ establishment: 1, terminal: 1, type: '04', sequence: 7 });
    const clave = buildClave({ issuedAt: Date.UTC(2026, 4, 14, 16), issuerId: '3101123456', consecutivo, situacion: '1', securityCode: '12345678' });
    expect(electronicDocument.parse({ type: '04', clave, consecutivo, status: 'recibido' })).toEqual({ type: '04', clave, consecutivo, status: 'recibido' });
    expect(electronicDocument.safeParse({ type: '03', clave, consecutivo, status: 'rechazado', message: 'Este comprobante fue rechazado.' }).success).toBe(true);
    for (const wrong of [{ type: '02' }, { clave: clave.slice(1) }, { consecutivo: `${consecutivo}0` }, { status: 'procesando' }, { message: 3 }]) {
      expect(electronicDocument.safeParse({ type: '04', clave, consecutivo, status: 'aceptado', ...wrong }).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});
