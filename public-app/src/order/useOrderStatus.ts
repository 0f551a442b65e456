import { useEffect, useState } from 'react';
import { isOrderStatus, type OrderStatus } from '../../../src/domain/orderStatus';
import { fetchOrderStatus, type PlacedOrder } from '../api';

/** How often the receipt asks where the order stands. */
export const STATUS_POLL_MS = 2000;

/**
 * The order's status as the kitchen moves it (Recibido → En preparación → Listo → Entregado, or
 * Cancelado), asked every 2 seconds while the receipt is open and the order is not finished.
 * Needs the cancel key, the proof that this device placed the order; without it, nothing is asked.
 */
export const useOrderStatus = (order: PlacedOrder | null, token: string | null, cancelKey: string | null) => {
  const [status, setStatus] = useState<OrderStatus | null>(isOrderStatus(order?.status) ? order.status : null);
  useEffect(() => {
    if (!order || !token || !cancelKey) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const answer = await fetchOrderStatus(order, token, cancelKey);
        if (stopped) return;
        if (isOrderStatus(answer.order.status)) setStatus(answer.order.status);
        if (answer.order.status === 'DELIVERED' || answer.order.status === 'CANCELLED') return;
      } catch {
        // a lost connection: the next try may work; the receipt keeps the last status it knew
      }
      if (!stopped) timer = setTimeout(() => void ask(), STATUS_POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [order, token, cancelKey]);
  return status;
};
