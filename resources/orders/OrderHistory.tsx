import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { orderTime } from './orderTime';
import type { BoardOrder } from '../../src/domain/wire/board';

/** Every change of the order with who made it and when; a cancellation with its reason. */
export const OrderHistory = ({ order }: { order: BoardOrder }) => {
  const translate = useTranslate();
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
      {order.history.map((change, index) => (
        <Typography component="li" variant="body2" key={`${change.at}-${index}`}>
          {translate('resources.orders.history_line', {
            status: translate(`resources.orders.status.${change.status}`),
            time: orderTime(change.at),
            by: change.by,
          })}
          {change.reason && ` — ${translate('resources.orders.reason', { reason: change.reason })}`}
        </Typography>
      ))}
    </Box>
  );
};
