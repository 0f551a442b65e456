/** What the admin needs of a menu to nest it. */
export interface MenuLike {
  id: number;
  parentId: number | null;
  name: string;
  order?: number;
}

export interface OutlinedMenu<M extends MenuLike> {
  menu: M;
  depth: number;
  /** 'Almuerzos y cenas › Casados': the menu with its parents, for selects. */
  path: string;
}

/**
 * A merchant's menus in tree order (each followed by its submenus), with their depth and path.
 * A menu whose parent is missing is shown at the top level; a parent loop is cut, not followed.
 */
export const outlineMenus = <M extends MenuLike>(menus: M[]): OutlinedMenu<M>[] => {
  const ids = new Set(menus.map((menu) => menu.id));
  const byParent = new Map<number | null, M[]>();
  for (const menu of menus) {
    const parent = menu.parentId !== null && ids.has(menu.parentId) && menu.parentId !== menu.id ? menu.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), menu]);
  }
  for (const list of byParent.values()) list.sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id);
  const outline: OutlinedMenu<M>[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number, prefix: string) => {
    for (const menu of byParent.get(parent) ?? []) {
      if (seen.has(menu.id)) continue;
      seen.add(menu.id);
      const path = prefix ? `${prefix} › ${menu.name}` : menu.name;
      outline.push({ menu, depth, path });
      walk(menu.id, depth + 1, path);
    }
  };
  walk(null, 0, '');
  return outline;
};

/** A menu and every menu below it: none of them may become its parent. */
export const menuAndDescendants = (menus: MenuLike[], id: number): Set<number> => {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const menu of menus) {
      if (menu.parentId !== null && found.has(menu.parentId) && !found.has(menu.id)) {
        found.add(menu.id);
        grew = true;
      }
    }
  }
  return found;
};
