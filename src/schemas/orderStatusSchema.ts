import { z } from 'zod';
import { orderBoardMessages as text } from '../domain/orderBoardMessages';
import { ORDER_STATUSES, REASON_MAX } from '../domain/orderStatus';
import { ALWAYS, acrossFields, choiceId, optionalText } from './fields';

const status = () => z.enum(ORDER_STATUSES, { error: text.badStatus });

/**
 * PUT /orders/{id}/status: the status the order moves to and the one the user saw (`from`), so
 * two people clicking at once cannot skip a step; a cancellation needs its reason.
 */
export const orderStatusSchema = z
  .object({
    from: status(),
    status: status(),
    reason: optionalText(REASON_MAX),
  })
  .superRefine(
    acrossFields((values, report) => {
      if (values.status === 'CANCELLED' && !(typeof values.reason === 'string' && values.reason.trim())) report('reason', text.reasonRequired);
    }),
    ALWAYS,
  );

/** PUT /orders/{id}/waiter: the waiter who serves the order, or null for none (said, not left out: an empty body changes nothing). */
export const orderWaiterSchema = z.object({ waiterId: choiceId().nullable() });

/** PUT /orders/tables/{id}/waiter and /orders/sections/{id}/waiter: who has the table (or each of the section's) this shift, or null for nobody. */
export const tableWaiterSchema = orderWaiterSchema;

export type OrderStatusChange = z.output<typeof orderStatusSchema>;
