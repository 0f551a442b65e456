import { describe, expect, it } from 'vitest';
import { loadCabys } from '../../mock-api/cabys/catalogue';
import { restaurantCodesFor } from '../../mock-api/cabys/cabysQueries';
import { RESTAURANT_WORDS } from '../../mock-api/cabys/restaurantWords';
import { RESTAURANT_DISH, RESTAURANT_DRINK_CODES } from '../../src/domain/restaurantCabys';
import { foldForSearch } from '../../src/domain/textFold';

const catalogue = loadCabys();

describe("a restaurant's everyday words", () => {
  it('stand for real CABYS codes only, and are written folded', () => {
    for (const [word, codes] of Object.entries(RESTAURANT_WORDS)) {
      expect(foldForSearch(word), word).toBe(word);
      expect(codes.length, word).toBeGreaterThan(0);
      for (const code of codes) expect(catalogue.byCode.has(code), `${word}: ${code}`).toBe(true);
    }
  });

  it('pin a real dish code at 13 % and real drink codes served in restaurants', () => {
    expect(catalogue.byCode.get(RESTAURANT_DISH.code)?.tax).toBe(RESTAURANT_DISH.tax);
    for (const code of RESTAURANT_DRINK_CODES) expect(catalogue.byCode.get(code)?.description).toMatch(/vendid[ao]s? en restaurantes/);
  });

  it('apply to the longest phrase first, to plurals, and to a half-typed word', () => {
    expect(restaurantCodesFor(['refresco', 'natural'])[0]).toBe('6340002020200');
    expect(restaurantCodesFor(['casados'])[0]).toBe(RESTAURANT_DISH.code);
    expect(restaurantCodesFor(['gallo', 'pi'])[0]).toBe(RESTAURANT_DISH.code);
    // a whole word is not the start of a longer phrase: 'arroz' alone is rice, not 'arroz con leche'
    expect(restaurantCodesFor(['arroz'])).toEqual([]);
    expect(restaurantCodesFor(['tornillo'])).toEqual([]);
  });
});
