import { USERNAME_PATTERN } from '../../src/domain/userRules';

const slug = (value: unknown) =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/**
 * Free alternatives for a user name that is taken: first from the person's name
 * (ana.mora@…, amora@…), then the wanted name with a number (ana1@…). The domain part of an
 * e-mail-like user name is kept, since people sign in with it.
 */
export const usernameSuggestions = (
  wanted: string,
  person: { name?: unknown; lastname?: unknown },
  isTaken: (username: string) => boolean,
  count = 3,
): string[] => {
  const at = wanted.lastIndexOf('@');
  const local = at > 0 ? wanted.slice(0, at) : wanted;
  const domain = at > 0 ? wanted.slice(at) : '';
  const first = slug(person.name);
  const last = slug(person.lastname);
  const fromName = first && last ? [`${first}.${last}`, `${first[0]}${last}`, `${first}${last[0]}`] : [];
  const found: string[] = [];
  const consider = (candidateLocal: string) => {
    const candidate = `${candidateLocal}${domain}`.toLowerCase();
    const fresh = candidate !== wanted.toLowerCase() && !found.includes(candidate);
    if (fresh && USERNAME_PATTERN.test(candidate) && !isTaken(candidate)) found.push(candidate);
  };
  for (const candidate of fromName) if (found.length < count) consider(candidate);
  for (let n = 1; found.length < count && n < 10000; n++) consider(`${local}${n}`);
  return found;
};
