import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../src/layout/pageTitle';

describe('page title', () => {
  it("names the screen, then the portal", () => {
    expect(pageTitle('Comercios')).toBe('Comercios · Portal de Comercios');
    expect(pageTitle('Crear comercio')).toBe('Crear comercio · Portal de Comercios');
    expect(pageTitle('Iniciar sesión')).toBe('Iniciar sesión · Portal de Comercios');
  });

  it('tidies the spacing a heading may carry', () => {
    expect(pageTitle('  Editar \n banco ')).toBe('Editar banco · Portal de Comercios');
  });

  it('is the portal alone without a heading, or when the heading is the portal', () => {
    expect(pageTitle('')).toBe('Portal de Comercios');
    expect(pageTitle(null)).toBe('Portal de Comercios');
    expect(pageTitle(undefined)).toBe('Portal de Comercios');
    expect(pageTitle('Portal de Comercios')).toBe('Portal de Comercios');
  });
});
