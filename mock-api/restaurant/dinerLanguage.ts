import type { Request } from 'express';

export type DinerLanguage = 'es' | 'en';

/**
 * The language a diner's call asks for: `?lang=es|en` first, then the first of Spanish
 * and English by `Accept-Language`'s preference; Spanish when it names neither.
 */
export const dinerLanguage = (req: Pick<Request, 'query' | 'get'>): DinerLanguage => {
  const asked = req.query.lang;
  if (asked === 'en' || asked === 'es') return asked;
  const ranked = (req.get('accept-language') ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([01](\.\d{0,3})?)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked.find((entry) => /^(en|es)(-|$)/.test(entry.tag));
  return first?.tag.startsWith('en') ? 'en' : 'es';
};

/** A text in the language chosen: the English one where there is one, else the Spanish. */
export const inLanguage = (language: DinerLanguage, spanish: string, english: string | undefined) =>
  language === 'en' && english ? english : spanish;
