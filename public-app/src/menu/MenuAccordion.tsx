import { useRef, useState } from 'react';
import type { MenuQrNode } from '../../../src/domain/wire/menu';
import { quantityOf, type SelectedProduct } from '../dinerSession';
import { passesFilters, useMenuView } from './menuView';
import { ProductCard } from './ProductCard';
import { texts } from '../texts';

/**
 * One level of menus as accordions, one open at a time (docs/spec-reference.md §2). An open menu shows its product
 * cards, then its submenus as the next level of accordions.
 */
export const MenuAccordion = ({ menus, items, level = 0 }: { menus: MenuQrNode[]; items: SelectedProduct[]; level?: number }) => {
  const [openId, setOpenId] = useState<number | null>(null);
  const headers = useRef(new Map<number, HTMLButtonElement>());
  const Heading = level === 0 ? 'h2' : 'h3';
  // The diner's filters hide the dishes that do not pass them
  const { filters } = useMenuView();

  const toggle = (id: number) => {
    const opening = openId !== id;
    setOpenId(opening ? id : null);
    // closing the panel above moves this header up, out of sight: bring it back to the top
    if (opening) {
      requestAnimationFrame(() => {
        const header = headers.current.get(id);
        if (header && header.getBoundingClientRect().top < 0) header.scrollIntoView({ block: 'start' });
      });
    }
  };

  return (
    <div className={`accordion level-${level}`}>
      {menus.map((menu) => {
        const open = openId === menu.id;
        const shown = menu.products.filter((product) => passesFilters(product, filters));
        const hidden = menu.products.length - shown.length;
        return (
          <section key={menu.id} className={open ? 'accordion-item open' : 'accordion-item'}>
            <Heading className="accordion-heading">
              <button
                type="button"
                className="accordion-header"
                aria-expanded={open}
                aria-controls={`menu-${menu.id}`}
                ref={(element) => {
                  if (element) headers.current.set(menu.id, element);
                  else headers.current.delete(menu.id);
                }}
                onClick={() => toggle(menu.id)}
              >
                <span className="accordion-title">{menu.name}</span>
                {menu.lastname && <span className="accordion-description">{menu.lastname}</span>}
              </button>
            </Heading>
            {open && (
              <div className="accordion-panel" id={`menu-${menu.id}`}>
                {shown.length > 0 && (
                  <div className="product-grid">
                    {shown.map((product) => (
                      <ProductCard key={product.id} product={product} quantity={quantityOf(items, product.id)} />
                    ))}
                  </div>
                )}
                {hidden > 0 && <p className="filtered-note">{shown.length ? texts.hiddenByFilters(hidden) : texts.noMatchingProducts}</p>}
                {menu.submenu.length > 0 && <MenuAccordion menus={menu.submenu} items={items} level={level + 1} />}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
};
