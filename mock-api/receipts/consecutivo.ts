import { isDocumentType, type DocumentType } from './documentTypes';

/**
 * NumeroConsecutivo, 20 digits (mock-api/receipts/README.md):
 * establishment (3) + terminal (5) + document type (2) + a 10-digit sequence that counts per
 * establishment, terminal and type from 1.
 */
export interface ConsecutivoParts {
  establishment: number;
  terminal: number;
  type: DocumentType;
  sequence: number;
}

export const MAX_ESTABLISHMENT = 999;
export const MAX_TERMINAL = 99_999;
export const MAX_SEQUENCE = 9_999_999_999;

const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

export const buildConsecutivo = ({ establishment, terminal, type, sequence }: ConsecutivoParts): string => {
  // establishment 000 and terminal 00000 do not exist: Hacienda numbers both from 1
  if (!inRange(establishment, 1, MAX_ESTABLISHMENT)) throw new RangeError(`establishment out of range: ${establishment}`);
  if (!inRange(terminal, 1, MAX_TERMINAL)) throw new RangeError(`terminal out of range: ${terminal}`);
  if (!isDocumentType(type)) throw new RangeError(`unknown document type: ${String(type)}`);
  if (!inRange(sequence, 1, MAX_SEQUENCE)) throw new RangeError(`sequence out of range: ${sequence}`);
  return `${String(establishment).padStart(3, '0')}${String(terminal).padStart(5, '0')}${type}${String(sequence).padStart(10, '0')}`;
};

/** The parts of a consecutivo, or null when the text is not one the portal could have issued. */
export const parseConsecutivo = (text: unknown): ConsecutivoParts | null => {
  const match = /^(\d{3})(\d{5})(\d{2})(\d{10})$/.exec(typeof text === 'string' ? text : '');
  if (!match) return null;
  const [establishment, terminal, , sequence] = [Number(match[1]), Number(match[2]), match[3], Number(match[4])];
  const type = match[3];
  if (!isDocumentType(type) || establishment < 1 || terminal < 1 || sequence < 1) return null;
  return { establishment, terminal, type, sequence };
};
