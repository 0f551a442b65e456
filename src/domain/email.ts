/** The "simple address pattern" of docs/spec-reference.md §5: something@something.tld, no spaces. */
export const isEmail = (value: unknown): boolean =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** A comma- or semicolon-separated list of addresses, all valid and at least one. */
export const isEmailList = (value: unknown): boolean =>
  typeof value === 'string' &&
  value.trim() !== '' &&
  value.split(/[,;]/).every((part) => isEmail(part.trim()));
