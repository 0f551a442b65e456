import { dayCloseMessages } from '../../src/domain/dayCloseMessages';
import { dayClose, dayClosed } from '../../src/domain/wire/dayClose';
import { callerMerchant } from '../auth/merchantScope';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { closeDay, dayCloseOf } from '../restaurant/dayClose';
import { dayCloseSchema } from '../../src/schemas/dayCloseSchema';
import type { StateWithRestaurant } from '../storage/restaurantRecords';
import { staffNameOf } from '../auth/staffName';

/** The day's close, 'Cierre de caja': groups 4 and 2, the caller's own restaurant only. */
const access = { screens: ['reports/cash-close'] } as const;
const badDay = [{ status: 400, message: dayCloseMessages.badDate }, { status: 400, message: dayCloseMessages.futureDay }] as const;


export const cashCloseEndpoints = [
  endpoint({
    method: 'GET',
    path: '/cashClose/:date',
    summary:
      "The day's close of the caller's restaurant for a Costa Rica day (YYYY-MM-DD, not after today): confirmed payments per method and currency with their tips, tips per waiter, the 10 % service and IVA per rate of the day's orders, orders and cancelled orders with their amounts, card refunds, tabs still open and SINPE Móvil payments still unconfirmed, and whether the day is closed.",
    access,
    addition: true,
    answer: dayClose,
    refusals: badDay,
    handle: ({ ctx, params, session }) => dayCloseOf(ctx.store.state() as StateWithRestaurant, callerMerchant(session), params.date, ctx.clock.now()),
  }),
  endpoint({
    method: 'POST',
    path: '/cashClose/:date/close',
    summary:
      "Closes the caller's restaurant's till for a Costa Rica day: from then on no payment of that day can be created, confirmed, rejected or changed (a correction is a new payment, dated the day it is made). Body: the cash counted (whole colones) and, when bills of the day are open or the count differs from the expected cash, the reason (409 without it). Refused while SINPE Móvil payments of that day wait for confirmation, and when the day is already closed.",
    access,
    addition: true,
    body: { schema: dayCloseSchema, example: { countedCash: 0, reason: 'Conteo de prueba' } },
    answer: dayClosed,
    refusals: [
      ...badDay,
      { status: 400, message: dayCloseMessages.badCount } as const,
      { status: 409, message: dayCloseMessages.alreadyClosed('AAAA-MM-DD') } as const,
      { status: 409, message: dayCloseMessages.pendingSinpe(2) } as const,
      { status: 409, message: dayCloseMessages.reasonRequired } as const,
    ],
    handle: ({ ctx, params, session, body }) => {
      const state = ctx.store.state() as StateWithRestaurant;
      const merchantId = callerMerchant(session);
      const now = ctx.clock.now();
      closeDay(state, merchantId, params.date, staffNameOf(session), now, body);
      ctx.store.save('dayCloses');
      return { close: dayCloseOf(state, merchantId, params.date, now), message: dayCloseMessages.closedNow(params.date) };
    },
  }),
];

export const cashCloseRoutes = declaredArea('/cashClose', cashCloseEndpoints, { ownsPrefix: true });
