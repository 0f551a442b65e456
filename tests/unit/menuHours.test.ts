import { describe, expect, it } from 'vitest';
import { describeSlots, isMenuOpen } from '../../src/domain/menuHours';
import { MENU_FILTERS } from '../../src/domain/dietaryTags';
import { dinerLanguage } from '../../mock-api/restaurant/dinerLanguage';

const cr = (date: string, time: string) => Date.parse(`${date}T${time}:00-06:00`);
const breakfast = [{ days: [1, 2, 3, 4, 5], from: '06:00', to: '11:00' }];

describe('menus by hour, in Costa Rica time', () => {
  it('is open from the start to just before the end, on the days chosen only', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday
    expect(isMenuOpen(breakfast, cr('2026-11-23', '06:00'))).toBe(true);
    expect(isMenuOpen(breakfast, cr('2026-11-23', '10:59'))).toBe(true);
    expect(isMenuOpen(breakfast, cr('2026-11-23', '11:00'))).toBe(false);
    expect(isMenuOpen(breakfast, cr('2026-11-23', '05:59'))).toBe(false);
    expect(isMenuOpen(breakfast, cr('2026-11-27', '08:00'))).toBe(true);
    expect(isMenuOpen(breakfast, cr('2026-11-28', '08:00'))).toBe(false);
    expect(isMenuOpen(breakfast, cr('2026-11-29', '08:00'))).toBe(false);
    // 8:00 in Costa Rica is 14:00 UTC: the server's own zone does not count
    expect(isMenuOpen(breakfast, Date.parse('2026-11-23T14:00:00Z'))).toBe(true);
    expect(isMenuOpen(breakfast, Date.parse('2026-11-23T08:00:00Z'))).toBe(false);
  });

  it('is always open without slots, and says its slots briefly', () => {
    expect(isMenuOpen([], cr('2026-11-29', '03:00'))).toBe(true);
    expect(describeSlots(breakfast)).toBe('Lun–Vie 06:00–11:00');
    expect(describeSlots([{ days: [6, 7], from: '09:00', to: '13:00' }])).toBe('Sáb, Dom 09:00–13:00');
  });
});

describe('the diner’s filters', () => {
  const passes = (code: string, product: { allergens: string[]; diets: string[] }) => MENU_FILTERS.find((filter) => filter.code === code)!.passes(product);
  it('hides a dish with gluten from "Sin gluten", a dish with peanuts from "Sin maní", and keeps vegans under "Vegetariano"', () => {
    expect(passes('glutenFree', { allergens: ['gluten', 'milk'], diets: [] })).toBe(false);
    expect(passes('glutenFree', { allergens: ['milk'], diets: [] })).toBe(true);
    expect(passes('noPeanut', { allergens: ['peanut'], diets: [] })).toBe(false);
    expect(passes('vegetarian', { allergens: [], diets: ['vegan'] })).toBe(true);
    expect(passes('vegetarian', { allergens: [], diets: [] })).toBe(false);
  });
});

describe('the language a diner asks for', () => {
  const ask = (lang: string | undefined, header: string) => dinerLanguage({ query: lang ? { lang } : {}, get: () => header } as never);
  it('takes ?lang first, then the first of Spanish and English by preference, else Spanish', () => {
    expect(ask('en', 'es-CR')).toBe('en');
    expect(ask(undefined, 'en-GB,en;q=0.9')).toBe('en');
    expect(ask(undefined, 'es;q=0.5, en;q=0.8')).toBe('en');
    expect(ask(undefined, 'de-DE,fr;q=0.9')).toBe('es');
    expect(ask('xx', '')).toBe('es');
  });
});
