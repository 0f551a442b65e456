import englishMessages from 'ra-language-english';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../resources';
import { buildCatalogue } from '../../src/i18n/i18nProvider';

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
  });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}
