import englishMessages from 'ra-language-english';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../resources';
import { texts as dinerTexts } from '../../public-app/src/texts';
import { inventoryMessages } from '../../src/domain/inventoryMessages';
import { orderBoardMessages } from '../../src/domain/orderBoardMessages';
import { orderMessages } from '../../src/domain/orderMessages';
import { buildCatalogue } from '../../src/i18n/i18nProvider';
import { ENGLISH_WORDS } from '../support/browserSession';

type Tree = { [key: string]: unknown };

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) Object.assign(flat, flatten(value as Tree, path));
    else flat[path] = String(value);
    return flat;
  }, {});

const catalogue = flatten(buildCatalogue(resourceModules.map((module) => module.messages)));
const english = flatten(englishMessages as unknown as Tree);

// Texts that are the same in both languages.
const SAME_IN_SPANISH = new Set(['No', ' ', '%{name}', 'Inspector', '%{name} %{recordRepresentation}', '%{offsetBegin}-%{offsetEnd} of %{total}']);

describe('the Spanish catalogue', () => {
  it("has a Spanish text for every one of react-admin's keys", () => {
    const englishKeys = Object.keys(english);
    expect(englishKeys.length).toBeGreaterThan(150);
    const missing = englishKeys.filter((key) => !catalogue[key]);
    expect(missing).toEqual([]);
  });

  it("leaves none of react-admin's English texts in place", () => {
    const untranslated = Object.keys(english).filter((key) => catalogue[key] === english[key] && !SAME_IN_SPANISH.has(english[key]));
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders react-admin fills in', () => {
    const broken = Object.keys(english).filter((key) => {
      const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort().join();
      return placeholders(english[key]) !== placeholders(catalogue[key]);
    });
    expect(broken).toEqual([]);
  });

  it('answers every translation key the screens use', () => {
    const sources = ['src', 'resources'].flatMap((dir) => listFiles(dir)).filter((file) => /\.tsx?$/.test(file));
    const used = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?:translate\(|label=|label: |title=)\s*[`'"]((?:app|login|change_password|home|resources|ra)\.[\w.]+)[`'"]/g)) {
        used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !catalogue[key])).toEqual([]);
  });

  it('has spec texts exactly as written', () => {
    expect(catalogue['app.welcome']).toBe('Bienvenido,');
    expect(catalogue['app.logout']).toBe('Salir');
    expect(catalogue['home.title']).toBe('Panel Administrativo');
    expect(catalogue['home.itbms_pending']).toBe('Hay comercios con configuración de ITBMS pendientes.');
    expect(catalogue['app.back']).toBe('Atrás');
    expect(catalogue['app.save']).toBe('Guardar');
    expect(catalogue['app.success']).toBe('Exitoso');
    expect(catalogue['login.submit']).toBe('Iniciar sesión');
    expect(catalogue['resources.banks.empty']).toBe('No existen bancos.');
    expect(catalogue['resources.banks.create_title']).toBe('Crear banco');
    expect(catalogue['resources.banks.edit_title']).toBe('Actualizar banco');
    // the transaction report's column and the users list's column, as the spec writes them
    expect(catalogue['resources.transactions.fields.auth_code']).toBe('Auth.');
    expect(catalogue['resources.users.columns.email']).toBe('Email');
    expect(dinerTexts.cancelled).toBe('La orden se canceló exitosamente.');
    expect(dinerTexts.cardProblems.expiryLength).toBe('La fecha de expiración debe tener 4 dígitos (MMYY).');
  });

  it('shows no English, in the admin’s catalogue nor the diner app’s texts', () => {
    const diner = flatten(JSON.parse(JSON.stringify(dinerTexts)) as Tree);
    // functions of the diner texts, with a number and a table filled in
    const dinerFunctions = Object.values(dinerTexts).filter((text) => typeof text === 'function');
    const all = { ...catalogue, ...Object.fromEntries(Object.entries(diner).map(([key, text]) => [`diner.${key}`, text])) };
    dinerFunctions.forEach((text, index) => (all[`diner.fn${index}`] = String((text as unknown as (a: number, b: string) => string)(2, 'Mesa 1'))));
    // spec texts written as they are, and the names of things (brands, abbreviations) that are the same in Spanish
    const KEPT = new Set(['resources.transactions.fields.auth_code', 'resources.users.columns.email', 'diner.cardProblems.expiryLength']);
    const WORDS = [...ENGLISH_WORDS, 'Image', 'Email', 'Order', 'Auth', 'IOS', 'MMYY', 'Submit', 'Print', 'Error:', 'Undo', 'Download', 'Upload', 'Minutes', 'Kitchen', 'Bar'];
    const english = Object.entries(all)
      .filter(([key]) => !KEPT.has(key) && !key.startsWith('ra.configurable'))
      .flatMap(([key, text]) => WORDS.filter((word) => new RegExp(`(^|[^\\p{L}])${word.trim()}([^\\p{L}]|$)`, 'u').test(text)).map((word) => `${key}: ${word} in «${text}»`));
    expect(english).toEqual([]);
  });

  it('says pedido where the diner and staff read about an order, except in the spec’s own texts', () => {
    const SPEC = ['¿Desea cancelar la orden?', 'La orden se canceló exitosamente.'];
    const diner = Object.values(flatten(JSON.parse(JSON.stringify(dinerTexts)) as Tree));
    // and what the mock API answers and notes about orders (a function filled in with an order number)
    const server = [orderMessages, orderBoardMessages, inventoryMessages].flatMap((messages) =>
      Object.values(messages).map((text) => (typeof text === 'function' ? String((text as (n: number) => string)(1001)) : String(text))),
    );
    const orden = [...Object.values(catalogue), ...diner, ...server].filter((text) => /\b[Oo]rden(es)?\b|órdenes/.test(text) && !SPEC.some((spec) => text.includes(spec)));
    // 'orden' as the order of a sort or a list is another word
    expect(orden.filter((text) => !/ordenar|Orden de|el orden|en orden|orden ascendente|orden descendente/i.test(text))).toEqual([]);
  });

  it('writes no English in the screens’ own labels, tooltips and placeholders', () => {
    const sources = ['src', 'resources', 'public-app/src'].flatMap((dir) => listFiles(dir)).filter((file) => /\.tsx$/.test(file));
    const found: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?:aria-label|title|placeholder|alt|label|helperText|emptyText)="([^"]*)"/g)) {
        if (/\b(the|of|and|to|No|Image|Email|Close|Open|Search|Loading|Select|Menu|Back|Next|Previous)\b/.test(match[1]) && !/^(resources|app|ra|login|home)\./.test(match[1])) found.push(`${file}: ${match[1]}`);
      }
    }
    expect(found).toEqual([]);
  });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}
