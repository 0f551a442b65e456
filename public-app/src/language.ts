import { useSyncExternalStore } from 'react';
import { spanish, texts, type DinerTexts, type Language } from './texts';

/** Where the diner's choice of the 'ES | EN' switch is remembered (this device only). */
const KEY = 'portal.menuqr.language';

const stored = (): Language | null => {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'es' || value === 'en' ? value : null;
  } catch {
    return null;
  }
};

/** Spanish unless the phone's first language is English. */
export const preferredLanguage = (languages: readonly string[]): Language => (/^en\b/i.test(languages[0] ?? '') ? 'en' : 'es');

let current: Language = stored() ?? preferredLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
const listeners = new Set<() => void>();

/**
 * The language the page shows now (`<html lang>`, set once its texts are in place): what the server
 * writes back to the diner is asked in it, a refusal or a mail (api.ts, receipt/DocumentMailForm.tsx).
 */
export const shownLanguage = (): Language => (document.documentElement.lang === 'en' ? 'en' : 'es');

/** The language the diner reads now: the remembered choice, else the phone's (the early menu request asks in it). */
export const chosenLanguage = () => current;

const catalogue = (language: Language): Promise<DinerTexts> =>
  language === 'en' ? import('./texts.en').then((module) => module.en) : Promise.resolve(spanish);

const apply = async (language: Language) => {
  const chosen = await catalogue(language).catch(() => spanish);
  // a later choice made while English was loading wins
  if (language !== current) return;
  Object.assign(texts, chosen);
  document.documentElement.lang = language;
  listeners.forEach((listener) => listener());
};

/** Resolves once the phone's language is in place: main.tsx renders after it, so nothing flashes in the other language. */
export const languageReady = apply(current);

/** The switch's choice: applied without a reload (English fetched the first time), and remembered. */
export const setLanguage = (language: Language) => {
  current = language;
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // private browsing without storage: the choice lasts for this visit
  }
  void apply(language);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language whose texts are in place (it changes once they are). */
export const useLanguage = () => useSyncExternalStore(subscribe, () => document.documentElement.lang);
