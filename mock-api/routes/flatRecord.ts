import { badRequest } from '../http';

/**
 * A write body's record holds only plain values (text, numbers, booleans, null): an object or
 * array where a field goes is refused rather than stored as '[object Object]'.
 */
export const flatRecord = (input: Record<string, unknown>): Record<string, unknown> => {
  if (Object.values(input).some((value) => value !== null && typeof value === 'object')) throw badRequest();
  return input;
};
