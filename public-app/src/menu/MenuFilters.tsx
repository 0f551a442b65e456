import { MENU_FILTERS } from '../../../src/domain/dietaryTags';
import type { Language } from '../texts';
import { texts } from '../texts';

/** The diner's filters: toggles above the menu; a dish shows only when it passes every one chosen. */
export const MenuFilters = ({ chosen, onChange, language }: { chosen: ReadonlySet<string>; onChange: (next: Set<string>) => void; language: Language }) => (
  <div className="menu-filters" role="group" aria-label={texts.filtersLabel}>
    {MENU_FILTERS.map((filter) => {
      const on = chosen.has(filter.code);
      return (
        <button
          key={filter.code}
          type="button"
          className={on ? 'filter-toggle on' : 'filter-toggle'}
          aria-pressed={on}
          onClick={() => {
            const next = new Set(chosen);
            if (on) next.delete(filter.code);
            else next.add(filter.code);
            onChange(next);
          }}
        >
          {filter[language]}
        </button>
      );
    })}
  </div>
);
