import { useCallback, useEffect, useState } from 'react';
import type { MenuQr, MenuQrNode } from '../../src/domain/wire/menu';
import type { MenuQrProduct } from '../../src/domain/wire/product';
import type { BoardTable } from '../../src/domain/wire/tab';
import { httpClient } from '../../src/providers/httpClient';

/** One menu of the tree as 'Tomar pedido' lists it: its name with its parents' ('Bebidas › Calientes') and its products. */
export interface MenuSection {
  id: number;
  name: string;
  products: MenuQrProduct[];
}

const sectionsOf = (nodes: readonly MenuQrNode[], parents: string[] = []): MenuSection[] =>
  nodes.flatMap((node) => {
    const path = [...parents, node.name];
    const own = node.products.length ? [{ id: node.id, name: path.join(' › '), products: node.products }] : [];
    return [...own, ...sectionsOf(node.submenu, path)];
  });

/**
 * What 'Tomar pedido' reads: the merchant's tables with their open tabs (GET /orders/tables), and
 * the menu a diner at the table reads now (the table's QR menu: what is served at this hour, what
 * is sold out, and the merchant's charges the prices include), so staff and diner order the same.
 */
export const useTakeOrderData = (tableId: number | null) => {
  const [tables, setTables] = useState<BoardTable[] | null>(null);
  const [menu, setMenu] = useState<{ sections: MenuSection[]; merchant: MenuQr['merchant'] } | null>(null);
  const [error, setError] = useState<unknown>(null);

  const loadTables = useCallback(async () => {
    try {
      setTables((await httpClient<{ tables: BoardTable[] }>('/orders/tables')).tables);
    } catch (failure) {
      setError(failure);
    }
  }, []);

  // the menu is the merchant's, the same at every table: read with the chosen table's code, or the first one's
  const menuTable = tableId ?? tables?.[0]?.id ?? null;
  const loadMenu = useCallback(async () => {
    if (menuTable === null) return;
    try {
      const { tokenTable } = await httpClient<{ tokenTable: string }>(`/table/getTableToken/${menuTable}`);
      const answer = await httpClient<MenuQr>(`/menu/getMenuQR/${encodeURIComponent(tokenTable)}?lang=es`);
      setMenu({ sections: sectionsOf(answer.menuqr), merchant: answer.merchant });
    } catch (failure) {
      setError(failure);
    }
  }, [menuTable]);

  useEffect(() => void loadTables(), [loadTables]);
  useEffect(() => {
    if (!menu) void loadMenu();
  }, [menu, loadMenu]);

  // after a round is sent: the tabs and what is sold out now
  const refresh = useCallback(() => Promise.all([loadTables(), loadMenu()]), [loadTables, loadMenu]);
  return { tables, menu, error, refresh };
};
