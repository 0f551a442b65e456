import { orderMessages } from '../../src/domain/orderMessages';
import { tabMessages as text } from '../../src/domain/tabMessages';
import { dinerTabAnswer, dinerTabStreamEvents, tableCallAnswer } from '../../src/domain/wire/tab';
import { tabRequestSchema, tableCallSchema } from '../../src/schemas/tabSchema';
import { clientKey } from '../auth/clientAddress';
import { nextId } from '../auth/merchantScope';
import { endpoint, STREAMED, wantsStream } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { ApiError } from '../http';
import { earlierAnswer, IDEMPOTENCY_KEYS, idempotencyKeyOf, rememberAnswer } from '../restaurant/idempotency';
import { announceTableWhenAnswered, orderEventHub } from '../restaurant/orderEvents';
import { openTabStream, STREAMS_PER_ADDRESS } from '../restaurant/orderStream';
import { restaurantState, tableByToken } from '../restaurant/restaurantData';
import { dinerTabOf, openTabOf, pendingCallsOf, writable } from '../restaurant/tabs';
import { tabPaymentEndpoint } from './tabPayment';
import type { StateWithRestaurant, TableCallRecord } from '../storage/restaurantRecords';

/** Open streams of one table's tab: every phone of a large table, in a tab or two each. */
export const TAB_STREAMS_PER_TABLE = 20;

const unknownTable = () => new ApiError(404, orderMessages.unknownTable);
const unknownTableRefusal = { status: 404, message: orderMessages.unknownTable } as const;

/** The table the code names: an unknown code and a malformed one answer alike. */
export const tableOfToken = (state: StateWithRestaurant, token: unknown) => {
  const found = tableByToken(state, token);
  if (!found) throw unknownTable();
  return found;
};

/**
 * /table/…/external (our additions): a table's bill as every phone at it sees it, calls to
 * staff, and payments. The table's code (its QR token) is the only key, in the body, never in the
 * address; nothing of another table is reachable with it.
 */
export const tabEndpoints = [
  endpoint({
    method: 'POST',
    path: '/table/tab/external',
    summary:
      "The table's open tab: every round from any phone (who ordered it, its status, its lines at final prices), the payments, what is paid and what remains, and the calls pending; null when the table has none (a new party starts clean). With `Accept: text/event-stream`, a server-sent event stream: `tab` now and on every change, `heartbeat` every 15 s, `closing` when the server stops (at most 20 per table and 100 per client address).",
    access: 'public',
    addition: true,
    body: { schema: tabRequestSchema, parsedBy: 'handler', example: { token: 'A'.repeat(22) } },
    answer: dinerTabAnswer,
    stream: dinerTabStreamEvents,
    refusals: [unknownTableRefusal, { status: 429, message: text.tooManyTabStreams }],
    handle: (call) => {
      const { ctx, req, res, rawBody } = call;
      const state = restaurantState(ctx.store);
      const { table, merchant } = tableOfToken(state, (rawBody as { token?: unknown } | null)?.token);
      call.parse(rawBody);
      if (!wantsStream(call)) return dinerTabOf(state, table, merchant, ctx.clock.now());
      const hub = orderEventHub(ctx.store);
      const address = clientKey(req);
      if (hub.count((listener) => listener.tab?.tableId === table.id) >= TAB_STREAMS_PER_TABLE) throw new ApiError(429, text.tooManyTabStreams);
      if (hub.count((listener) => (listener.tab ?? listener.diner)?.address === address) >= STREAMS_PER_ADDRESS) throw new ApiError(429, text.tooManyTabStreams);
      openTabStream(req, res, hub, {
        merchantId: merchant.id,
        tableId: table.id,
        address,
        current: () => {
          const now = restaurantState(ctx.store);
          const current = now.tables.find((candidate) => candidate.id === table.id);
          const owner = now.merchants.find((candidate) => candidate.id === merchant.id);
          return current && owner ? dinerTabOf(now, current, owner, ctx.clock.now()) : { tab: null, sinpePhone: null, tableService: merchant.tableService !== false };
        },
      });
      return STREAMED;
    },
  }),
  endpoint({
    method: 'POST',
    path: '/table/call/external',
    summary:
      "'Llamar al mesero' (`waiter`) or 'Pedir la cuenta' (`bill`): reaches the board's stream at once and stays until staff attend it. A table has at most one pending call of each kind: calling again answers the pending one (`repeated: true`). An `Idempotency-Key` header makes a retry answer the first call.",
    access: 'public',
    addition: true,
    body: { schema: tableCallSchema, parsedBy: 'handler', example: { token: 'A'.repeat(22), kind: 'waiter' } },
    answer: tableCallAnswer,
    refusals: [unknownTableRefusal, { status: 400, message: text.badCallKind }, { status: 400, message: text.badIdempotencyKey }],
    handle: (call) => {
      const { ctx, req, res, rawBody } = call;
      const state = restaurantState(ctx.store);
      const { table } = tableOfToken(state, (rawBody as { token?: unknown } | null)?.token);
      const { kind } = call.parse(rawBody);
      const key = idempotencyKeyOf(req, false);
      const earlier = earlierAnswer<{ call: ReturnType<typeof callAnswer>; repeated: boolean }>(state, 'call', table.id, key, rawBody);
      if (earlier) return earlier;
      const pending = pendingCallsOf(state, table.id).find((candidate) => candidate.kind === kind);
      if (pending) return { call: callAnswer(pending), repeated: true };
      const now = ctx.clock.now();
      const calls = writable<TableCallRecord>(state, 'tableCalls');
      const created = {
        id: nextId(calls, (row) => row.id),
        merchant_id: table.merchant_id,
        tableId: table.id,
        tabId: openTabOf(state, table.id)?.id ?? null,
        kind,
        createdAt: new Date(now).toISOString(),
        attendedAt: null,
        attendedBy: null,
      };
      calls.push(created);
      const answer = { call: callAnswer(created), repeated: false };
      const remembered = rememberAnswer(state, 'call', table, key, answer, now, rawBody);
      ctx.store.save('tableCalls', ...(remembered ? [IDEMPOTENCY_KEYS] : []));
      announceTableWhenAnswered(res, ctx.store, table);
      return answer;
    },
  }),
  tabPaymentEndpoint,
];

const callAnswer = ({ id, kind, createdAt, attendedAt, attendedBy }: TableCallRecord) => ({ id, kind, createdAt, attendedAt, attendedBy });

export const tabRoutes = declaredArea('/table', tabEndpoints);
