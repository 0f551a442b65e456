import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 49,000 most common passwords from zxcvbn-ts's maintained list (lower case), used by the
 * server only so the admin's bundle does not carry them. Built on first use.
 */
let common: Set<string> | undefined;

/** Letters, digits and symbols a password policy makes people add around a word ('Qwerty#2026'). */
const DECORATION = /^[^\p{L}]+|[^\p{L}]+$/gu;
/** A bare word shorter than this is not judged on its own ('Abc#123' is refused by no list). */
const MIN_CORE = 4;

/**
 * True when the password, ignoring letter case, is on the list — or is a listed word dressed up
 * with the capital, digits and symbol the policy asks for ('Password1!', 'Dragon#2026').
 */
export const isCommonPassword = (password: string): boolean => {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const core = lower.replace(DECORATION, '');
  return core.length >= MIN_CORE && core !== lower && common.has(core);
};
