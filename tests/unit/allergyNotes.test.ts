import { describe, expect, it } from 'vitest';
import { warnsOfAllergy } from '../../src/domain/allergyNotes';
import { ALLERGENS } from '../../src/domain/dietaryTags';

describe('a note that warns of an allergy', () => {
  it('says so, in any case and with or without accents', () => {
    for (const note of ['Alergia al maní', 'ALÉRGICO a los mariscos', 'es alergica', 'alergias varias', 'Allergic to shellfish', 'cliente celíaco', 'Sin lactosa']) expect(warnsOfAllergy(note), note).toBe(true);
  });

  it('names any of the fourteen allergens, in Spanish or English', () => {
    for (const allergen of ALLERGENS) {
      expect(warnsOfAllergy(`sin ${allergen.es.toLowerCase()}`), allergen.es).toBe(true);
      expect(warnsOfAllergy(`no ${allergen.en}`), allergen.en).toBe(true);
    }
    expect(warnsOfAllergy('Sin maní, por favor')).toBe(true);
    expect(warnsOfAllergy('sin nueces')).toBe(true);
  });

  it('leaves the other notes alone, and a word that only holds an allergen inside it', () => {
    for (const note of ['Término medio', 'sin cebolla', 'Bien caliente', 'para llevar', 'extra salsa', '', null, undefined]) expect(warnsOfAllergy(note), String(note)).toBe(false);
    // a word is read from its start: one that only holds an allergen's name inside does not warn
    expect(warnsOfAllergy('desoyar')).toBe(false);
    expect(warnsOfAllergy('Peanut butter on the side')).toBe(true);
    expect(warnsOfAllergy('con huevo frito')).toBe(true);
  });
});
