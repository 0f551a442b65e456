import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MyTables } from './useMyTables';

/** 'Mis mesas' on 'Pedidos', 'Mesas' and the kitchen view; nothing for a user who is no waiter. */
export const MyTablesSwitch = ({ my }: { my: MyTables }) => {
  const translate = useTranslate();
  if (!my.available) return null;
  return <FormControlLabel control={<Switch checked={my.mine} onChange={(event) => my.setMine(event.target.checked)} />} label={translate('resources.orders.my_tables')} />;
};
