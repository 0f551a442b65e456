import { useEffect, useState } from 'react';
import type { MenuQrNode } from '../../../src/domain/wire/menu';
import type { MenuQrProduct } from '../../../src/domain/wire/product';
import type { ChosenOption } from '../../../src/domain/optionLines';
import { fetchMenu } from '../api';
import type { SelectedProduct } from '../dinerSession';
import { useLanguage } from '../language';
import type { Language } from '../texts';

/** Every product of the menu's tree by id. */
const productsOf = (nodes: MenuQrNode[], into = new Map<number, MenuQrProduct>()) => {
  for (const node of nodes) {
    for (const product of node.products) into.set(product.id, product);
    productsOf(node.submenu, into);
  }
  return into;
};

/**
 * A cart line keeps its product's id and its choices' Spanish names (what the server
 * reads); the names it shows are the menu's in the language the diner reads now, so the 'ES | EN'
 * switch changes them too. Until the menu in that language has arrived, or for a product no longer
 * on it, the line shows the name it was added with.
 */
export const useCartNames = (token: string | null) => {
  const language: Language = useLanguage() === 'en' ? 'en' : 'es';
  const [menu, setMenu] = useState<{ language: Language; products: Map<number, MenuQrProduct> } | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    fetchMenu(token, language).then(
      (answer) => current && setMenu({ language, products: productsOf(answer.menuqr) }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [token, language]);
  return <Line extends Pick<SelectedProduct, 'id' | 'name'> & { options?: readonly ChosenOption[] }>(line: Line): Line => {
    const product = menu?.language === language ? menu.products.get(line.id) : undefined;
    if (!product) return line;
    const options = line.options?.map((choice) => {
      const group = product.optionGroups.find((candidate) => candidate.name === choice.group);
      const option = group?.options.find((candidate) => candidate.name === choice.option);
      return language === 'en' ? { ...choice, group: group?.nameEn || choice.group, option: option?.nameEn || choice.option } : choice;
    });
    return { ...line, name: product.name, options };
  };
};
