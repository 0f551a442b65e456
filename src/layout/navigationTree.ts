import type { NavResource } from '../domain/navigation';

export type { NavResource };

export interface NavItem {
  id: number;
  name: string;
  /** `/{code}`, or undefined for a dropdown. */
  to?: string;
  children: NavItem[];
}

const byOrder = (a: NavResource, b: NavResource) => a.order - b.order || a.id - b.id;

/** docs/spec-reference.md §2: top-level items (parentId null) sorted by order, their children grouped into dropdowns, links /{code}. */
export const navigationTree = (resources: NavResource[]): NavItem[] =>
  resources
    .filter((item) => item.parentId === null)
    .sort(byOrder)
    .map((top) => {
      const children = resources
        .filter((item) => item.parentId === top.id)
        .sort(byOrder)
        .map((child) => ({ id: child.id, name: child.name, to: `/${child.code}`, children: [] }));
      return { id: top.id, name: top.name, to: children.length ? undefined : `/${top.code}`, children };
    })
    .filter((item) => item.to !== '/' || item.children.length);
