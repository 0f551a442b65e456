import { z } from 'zod';
import { floorMessages } from '../../src/domain/floorMessages';
import { waiter, type Waiter } from '../../src/domain/wire/floor';
import { waiterSchema, type WaiterInput } from '../../src/schemas/waiterSchema';
import { callerMerchant } from '../auth/merchantScope';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { ApiError } from '../http';
import { merchantRecordEndpoints } from '../restaurant/merchantRecords';
import { restaurantState } from '../restaurant/restaurantData';
import { staffUserLabel, staffUsersOf } from '../restaurant/tableWaiters';
import type { StateWithRestaurant, WaiterRecord } from '../storage/restaurantRecords';

const access = { screens: ['waiters'] } as const;

/**
 * The user a waiter is linked to must be staff of the same merchant (another merchant's user reads
 * as one that does not exist) and nobody else's waiter: 'Mis mesas' must know which waiter a user is.
 */
const checkUser = (state: StateWithRestaurant, input: WaiterInput, merchantId: number, self?: WaiterRecord) => {
  if (input.userId === undefined || input.userId === null) return;
  if (!staffUsersOf(state, merchantId).some((user) => user.id === input.userId)) throw new ApiError(404, floorMessages.waiterUserMissing, { field: 'userId' });
  const other = state.waiters.find((candidate) => candidate.merchant_id === merchantId && candidate.userId === input.userId && candidate.id !== self?.id);
  if (other) throw new ApiError(409, floorMessages.waiterUserTaken(other.name), { field: 'userId' });
};

const view = (state: StateWithRestaurant, record: WaiterRecord): Waiter => {
  const user = record.userId ? staffUsersOf(state, record.merchant_id).find((candidate) => candidate.id === record.userId) : undefined;
  return { id: record.id, name: record.name, userId: user?.id ?? null, userName: user ? staffUserLabel(user) : null };
};

/** /waiter: the restaurant's waiters ('waiters' screen), only the caller's merchant's. */
const { endpoints } = merchantRecordEndpoints<WaiterRecord, WaiterInput, 'id', Waiter>({
  prefix: '/waiter',
  access,
  collection: 'waiters',
  noun: 'waiter',
  key: 'id',
  wrap: 'waiter',
  list: { path: '/getWaiters', envelope: 'waiters' },
  schema: waiterSchema,
  example: { name: 'Ana Solís' },
  answer: waiter,
  check: checkUser,
  refusals: { write: [{ status: 404, message: floorMessages.waiterUserMissing }, { status: 409, message: floorMessages.waiterUserTaken('…') }] },
  // a body without `userId` keeps the link the waiter has (the spec's body is the name alone)
  build: ({ name, userId }, id, merchantId, previous) => ({ id, merchant_id: merchantId, name, ...(userId !== undefined ? { userId } : previous?.userId !== undefined ? { userId: previous.userId } : {}) }),
  view,
  // a deleted waiter has no tables: the tables they had are nobody's
  deleted: (state, record) => {
    for (const table of state.tables) if (table.merchant_id === record.merchant_id && table.waiterId === record.id) table.waiterId = null;
  },
  alsoSaves: ['tables'],
  nameTaken: floorMessages.waiterNameTaken,
  texts: { created: floorMessages.waiterCreated, updated: floorMessages.waiterUpdated, deleted: floorMessages.waiterDeleted },
});

const staffUser = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'StaffUser' });

export const waiterRoutes = declaredArea(
  '/waiter',
  [
    ...endpoints,
    endpoint({
      method: 'GET',
      path: '/waiter/getUsers',
      summary: "The caller's merchant's staff users (groups 2 and 4) a waiter may be linked to, by name.",
      access,
      addition: true,
      answer: z.object({ users: z.array(staffUser) }),
      refusals: [],
      handle: ({ ctx, session }) => ({
        users: staffUsersOf(restaurantState(ctx.store), callerMerchant(session))
          .map((user) => ({ id: user.id, name: staffUserLabel(user) }))
          .sort((a, b) => a.name.localeCompare(b.name, 'es')),
      }),
    }),
  ],
  { ownsPrefix: true },
);
