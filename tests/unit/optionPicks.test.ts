import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chosenOf, groupFull, groupRuleOf, missingGroups, pickedIn, togglePick } from '../../src/domain/optionPicks';
import { resolveChoices, type OptionGroup } from '../../src/domain/productOptions';

/**
 * The option dialog's taps (src/domain/optionPicks.ts), shared by the diner app and staff's
 * 'Tomar pedido': whatever is tapped, no group goes over its maximum, a 'choose one' group
 * holds one, and once no group is missing the server's rules (resolveChoices) accept the line.
 */
const option = (name: string) => ({ name, nameEn: '', price: 0 });
const doneness: OptionGroup = { name: 'Término', nameEn: '', min: 1, max: 1, options: [option('Medio'), option('Tres cuartos'), option('Bien cocido')] };
const extras: OptionGroup = { name: 'Extras', nameEn: '', min: 0, max: 2, options: [option('Queso'), option('Aguacate'), option('Tocineta')] };
const sides: OptionGroup = { name: 'Acompañamientos', nameEn: '', min: 2, max: 3, options: [option('Arroz'), option('Frijoles'), option('Ensalada'), option('Papas')] };
const groups = [doneness, extras, sides];
const product = { name: 'Lomito', optionGroups: groups };

const tap = fc.nat({ max: groups.length - 1 }).chain((groupIndex) => fc.tuple(fc.constant(groupIndex), fc.nat({ max: groups[groupIndex].options.length - 1 })));

describe('option picks', () => {
  it('keeps every group within its maximum and answers what the server accepts once nothing is missing', () => {
    fc.assert(
      fc.property(fc.array(tap, { maxLength: 30 }), (taps) => {
        let picked: Set<string> = new Set();
        for (const [groupIndex, optionIndex] of taps) picked = togglePick(groups, picked, groupIndex, optionIndex);
        groups.forEach((group, index) => {
          expect(pickedIn(groups, picked, index)).toBeLessThanOrEqual(group.max);
          expect(groupFull(groups, picked, index)).toBe(group.max > 1 && pickedIn(groups, picked, index) === group.max);
        });
        const resolved = resolveChoices(product, chosenOf(groups, picked));
        expect('options' in resolved).toBe(missingGroups(groups, picked).length === 0);
      }),
    );
  });

  it("replaces a 'choose one' pick, unticks a second tap, names what is missing", () => {
    let picked = togglePick(groups, new Set(), 0, 0);
    picked = togglePick(groups, picked, 0, 2);
    picked = togglePick(groups, picked, 1, 1);
    picked = togglePick(groups, picked, 1, 1);
    expect(chosenOf(groups, picked)).toEqual([{ group: 'Término', option: 'Bien cocido' }]);
    expect(missingGroups(groups, picked).map((group) => group.name)).toEqual(['Acompañamientos']);
    expect(groups.map(groupRuleOf)).toEqual([{ kind: 'one' }, { kind: 'upTo', max: 2 }, { kind: 'between', min: 2, max: 3 }]);
  });
});
