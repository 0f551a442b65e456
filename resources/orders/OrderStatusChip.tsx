import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderStatus } from '../../src/domain/orderStatus';

const COLORS: Record<OrderStatus, 'info' | 'warning' | 'success' | 'default' | 'error'> = {
  CREATED: 'info',
  PREPARING: 'warning',
  READY: 'success',
  DELIVERED: 'default',
  CANCELLED: 'error',
};

export const OrderStatusChip = ({ status, large = false }: { status: OrderStatus; large?: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      data-status={status}
      label={translate(`resources.orders.status.${status}`)}
      color={COLORS[status]}
      size={large ? 'medium' : 'small'}
      sx={large ? { fontSize: '1.1rem', height: 36, px: 1 } : undefined}
    />
  );
};
