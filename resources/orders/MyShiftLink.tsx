import BadgeIcon from '@mui/icons-material/Badge';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MyTables } from './useMyTables';

/** 'Mi turno' (MyShift.tsx) from 'Pedidos' and 'Mesas': only for a user a waiter is linked to, like 'Mis mesas'. */
export const MyShiftLink = ({ my }: { my: MyTables }) => {
  const translate = useTranslate();
  if (!my.available) return null;
  return (
    <Button component={Link} to="/orders/mine" startIcon={<BadgeIcon />} variant="contained" color="secondary">
      {translate('resources.orders.my_shift')}
    </Button>
  );
};
