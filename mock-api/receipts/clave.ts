import { randomInt } from 'node:crypto';
import { crDate } from '../../src/domain/costaRicaTime';
import { parseConsecutivo, type ConsecutivoParts } from './consecutivo';

/**
 * The clave, 50 digits (mock-api/receipts/README.md): `506` + day,
 * month and two-digit year in Costa Rica time + the issuer's identification left-padded with zeros
 * to 12 + the 20-digit consecutivo + situación + an 8-digit security code.
 */
export const COUNTRY_CODE = '506';

/** 1 normal, 2 contingencia, 3 sin internet (issued while Hacienda could not be reached). */
export const SITUACIONES = ['1', '2', '3'] as const;
export type Situacion = (typeof SITUACIONES)[number];

export interface ClaveInput {
  /** The instant the document is issued (epoch ms); its Costa Rica calendar day goes into the clave. */
  issuedAt: number;
  /** The issuer's identification number, digits only (9 to 12). */
  issuerId: string;
  consecutivo: string;
  situacion: Situacion;
  /** 8 digits. */
  securityCode: string;
}

export interface ClaveParts {
  day: number;
  month: number;
  /** Two digits, as the clave carries it. */
  year: number;
  issuerId: string;
  consecutivo: string;
  consecutivoParts: ConsecutivoParts;
  situacion: Situacion;
  securityCode: string;
}

/** A fresh security code: 8 random digits, so a clave cannot be guessed from its neighbours. */
export const newSecurityCode = () => String(randomInt(0, 100_000_000)).padStart(8, '0');

export const buildClave = ({ issuedAt, issuerId, consecutivo, situacion, securityCode }: ClaveInput): string => {
  if (!/^\d{9,12}$/.test(issuerId)) throw new RangeError(`issuer identification must be 9 to 12 digits: ${issuerId}`);
  if (!parseConsecutivo(consecutivo)) throw new RangeError(`not a consecutivo: ${consecutivo}`);
  if (!(SITUACIONES as readonly string[]).includes(situacion)) throw new RangeError(`unknown situación: ${situacion}`);
  if (!/^\d{8}$/.test(securityCode)) throw new RangeError(`security code must be 8 digits: ${securityCode}`);
  if (!Number.isFinite(issuedAt)) throw new RangeError('issuedAt must be an instant');
  const [year, month, day] = crDate(issuedAt).split('-');
  return `${COUNTRY_CODE}${day}${month}${year.slice(2)}${issuerId.padStart(12, '0')}${consecutivo}${situacion}${securityCode}`;
};

/** The parts of a clave, or null when the text is not a clave the portal could have issued. */
export const parseClave = (text: unknown): ClaveParts | null => {
  const match = /^506(\d{2})(\d{2})(\d{2})(\d{12})(\d{20})([123])(\d{8})$/.exec(typeof text === 'string' ? text : '');
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(2000 + year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const consecutivoParts = parseConsecutivo(match[5]);
  if (!consecutivoParts) return null;
  return {
    day,
    month,
    year,
    issuerId: match[4].replace(/^0+(?=\d{9})/, ''),
    consecutivo: match[5],
    consecutivoParts,
    situacion: match[6] as Situacion,
    securityCode: match[7],
  };
};
