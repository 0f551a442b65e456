import { ALLERGENS } from './dietaryTags';
import { foldForSearch } from './textFold';

/**
 * Words of a note that warn of an allergy besides the allergens' own names: the word itself, and
 * what people call the allergens at a Costa Rican table (folded: no accents, lower case).
 */
const WARNING_WORDS = ['alergi', 'allerg', 'celiac', 'lactosa', 'lactose', 'lacteos', 'dairy', 'mariscos', 'shellfish', 'camaron', 'nuez', 'nueces', 'nuts', 'peanut', 'trigo', 'cacahuate'];

/** Every allergen by its Spanish and English names, folded ('Maní' → 'mani', 'Tree nuts' → 'tree nuts'). */
const ALLERGEN_WORDS = ALLERGENS.flatMap((allergen) => [allergen.es, allergen.en]).map(foldForSearch);

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word that begins with one of these ('alergia', 'alérgico', 'maní', 'nueces'…), anywhere in the note. */
const WARNING = new RegExp(`(^|[^a-z])(${[...WARNING_WORDS, ...ALLERGEN_WORDS].map(escaped).join('|')})`);

/**
 * Whether a note on a dish warns of an allergy: it says 'alergia' (or 'alérgico', 'allergy'…) or
 * names one of the 14 allergens a dish may declare (src/domain/dietaryTags.ts), in Spanish or
 * English. Any of the 14, not only those the dish declares: a note 'sin maní' on a dish that
 * declares none is the kitchen's to heed all the same. The kitchen card and the ticket set such a
 * note apart (resources/orders/OrderLines.tsx, KitchenTicket.tsx).
 */
export const warnsOfAllergy = (note: string | null | undefined): boolean => !!note && WARNING.test(foldForSearch(note));
