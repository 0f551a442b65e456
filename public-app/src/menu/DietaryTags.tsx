import { dietaryTag } from '../../../src/domain/dietaryTags';
import type { Language } from '../texts';
import { texts } from '../texts';

/**
 * A dish's allergens and diets: each a small icon and its name in the diner's
 * language, never the icon alone; the icon is decoration (drawn by styles.css from the tag's
 * kind and code, no emoji), the name is what is read out.
 */
export const DietaryTags = ({ allergens, diets, language }: { allergens: readonly string[]; diets: readonly string[]; language: Language }) => {
  const list = (codes: readonly string[], kind: 'allergen' | 'diet', label: string) => {
    const tags = codes.map(dietaryTag).filter((tag) => tag !== undefined);
    if (!tags.length) return null;
    return (
      <ul className={`tags ${kind}s`} aria-label={label}>
        {tags.map((tag) => (
          <li key={tag.code} className={`tag ${kind}`} data-code={tag.code}>
            <span className="tag-symbol" aria-hidden="true" />
            {tag[language]}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <>
      {list(diets, 'diet', texts.dietsLabel)}
      {list(allergens, 'allergen', texts.allergensLabel)}
    </>
  );
};
