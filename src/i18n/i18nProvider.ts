import polyglotI18nProvider from 'ra-i18n-polyglot';
import { appMessages } from './appMessages';
import { raSpanish } from './raSpanish';

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

export const mergeMessages = (...parts: Tree[]): Tree =>
  parts.reduce<Tree>((merged, part) => {
    const out: Tree = { ...merged };
    for (const [key, value] of Object.entries(part)) {
      out[key] = isTree(value) && isTree(out[key]) ? mergeMessages(out[key] as Tree, value) : value;
    }
    return out;
  }, {});

/** The whole Spanish catalogue: react-admin's, the shell's, and each resource's `resources.<name>` texts. */
export const buildCatalogue = (resourceMessages: Tree[]) => mergeMessages(raSpanish as unknown as Tree, appMessages, ...resourceMessages);

/** Spanish only: the portal has no language switch, and a key without a text shows the key, never English. */
export const createI18nProvider = (resourceMessages: Tree[]) =>
  polyglotI18nProvider(() => buildCatalogue(resourceMessages) as any, 'es', [{ locale: 'es', name: 'Español' }], {
    allowMissing: true,
  });
