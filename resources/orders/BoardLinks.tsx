import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import KitchenIcon from '@mui/icons-material/SoupKitchen';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import { Button } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The order board's screens, each with its one address, icon and name, as every board toolbar links them. */
const VIEWS: Record<string, { to: string; icon: ReactElement; label: string }> = {
  take: { to: '/orders/take', icon: <AddShoppingCartIcon />, label: 'resources.orders.new_order' },
  tables: { to: '/orders/tables', icon: <TableRestaurantIcon />, label: 'resources.orders.tables_view' },
  kitchen: { to: '/orders/kitchen', icon: <KitchenIcon />, label: 'resources.orders.kitchen_view' },
  board: { to: '/orders', icon: <RoomServiceIcon />, label: 'resources.orders.board_view' },
};

export type BoardView = 'take' | 'tables' | 'kitchen' | 'board';

/** Links to other screens of the board, in the order given: 'Nuevo pedido' stands out, the rest are outlined. */
export const BoardLinks = ({ views }: { views: BoardView[] }) => {
  const translate = useTranslate();
  return (
    <>
      {views.map((view) => (
        <Button key={view} component={Link} to={VIEWS[view].to} startIcon={VIEWS[view].icon} variant={view === 'take' ? 'contained' : 'outlined'}>
          {translate(VIEWS[view].label)}
        </Button>
      ))}
    </>
  );
};
