import { useCallback, useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { useFeedback } from '../../src/components/FeedbackProvider';
import { formatMoney } from '../../src/domain/money';
import { nextStatus, type OrderStatus } from '../../src/domain/orderStatus';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import type { BoardOrder } from '../../src/domain/wire/board';

/**
 * The board's changes to an order: one step forward, a cancellation with its reason, a waiter.
 * The server's answer (or, when someone else moved the order first, the order it sends back with
 * its 409) replaces the card at once; refusals show in the shared error dialog.
 */
export const useOrderChanges = (apply: (order: BoardOrder) => void) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const feedback = useFeedback();
  const translate = useTranslate();
  const [busy, setBusy] = useState<number | null>(null);

  const run = useCallback(
    async (order: BoardOrder, action: 'setStatus' | 'setWaiter', params: Record<string, unknown>) => {
      setBusy(order.id);
      try {
        apply(await dataProvider.action<BoardOrder>('orders', action, { id: order.id, ...params }));
        return true;
      } catch (error) {
        const newer = error instanceof HttpError ? (error.body as { order?: BoardOrder } | undefined)?.order : undefined;
        if (newer) apply(newer);
        feedback.error(error instanceof HttpError ? error.message : undefined);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [apply, dataProvider, feedback],
  );

  // stable callbacks: a card that did not change does not render again when another one arrives
  const forward = useCallback(
    (order: BoardOrder) => {
      const next = nextStatus(order.status);
      if (next) void run(order, 'setStatus', { from: order.status, status: next });
    },
    [run],
  );
  const cancel = useCallback(
    async (order: BoardOrder, reason: string) => {
      const done = await run(order, 'setStatus', { from: order.status as OrderStatus, status: 'CANCELLED', reason });
      // a paid order was refunded with it: say how much went back to the card
      const givenBack = (order.refundPreview ?? []).reduce((sum, row) => sum + Math.round(row.amount * 100), 0) / 100;
      const card = order.refundPreview?.length === 1 && order.refundPreview[0].method === 'card';
      if (done) feedback.success(card || (order.paid && !order.refundPreview) ? translate('resources.orders.cancelled_refunded', { amount: formatMoney(card ? givenBack : order.total) }) : translate('resources.orders.cancelled'));
      return done;
    },
    [run, feedback, translate],
  );
  const assignWaiter = useCallback((order: BoardOrder, waiterId: number | null) => void run(order, 'setWaiter', { waiterId }), [run]);
  return { busy, forward, cancel, assignWaiter };
};
