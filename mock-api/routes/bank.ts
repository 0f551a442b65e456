import { z } from 'zod';
import { messages } from '../../src/domain/messages';
import { providerMessages } from '../../src/domain/providerMessages';
import { saved } from '../../src/domain/wire/common';
import { bank, country } from '../../src/domain/wire/provider';
import { bankSchema } from '../../src/schemas/bankSchema';
import { nextId } from '../auth/merchantScope';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { badRequest, conflict, idParam, notFound } from '../http';
import type { Store } from '../store';

const access = { screens: ['banks'] } as const;
const banks = (store: Store) => store.state().banks;
const notFoundRefusal = { status: 404, message: messages.notFound } as const;

/** The country must be a known one; the code names one bank. */
const checked = (store: Store, input: z.output<typeof bankSchema>, selfId?: number) => {
  if (!store.state().countries.some((candidate) => candidate.code === input.country_code)) throw badRequest(providerMessages.invalidChoice);
  if (banks(store).some((other) => other.code === input.code && other.id !== selfId)) throw conflict(messages.bankCodeTaken);
  return input;
};
const bankRefusals = [
  { status: 400, message: providerMessages.invalidChoice },
  { status: 409, message: messages.bankCodeTaken },
] as const;

/** docs/spec-reference.md §7 banks: provider groups only. */
export const bankEndpoints = [
  endpoint({
    method: 'GET',
    path: '/bank/getBanks',
    summary: 'Every bank.',
    access,
    addition: false,
    answer: z.object({ banks: z.array(bank) }),
    refusals: [],
    handle: ({ ctx }) => ({ banks: banks(ctx.store) }),
  }),
  endpoint({
    method: 'GET',
    path: '/bank/getCountries',
    summary: 'The countries a bank may be in.',
    access,
    addition: false,
    answer: z.object({ countries: z.array(country) }),
    refusals: [],
    handle: ({ ctx }) => ({ countries: ctx.store.state().countries }),
  }),
  endpoint({
    method: 'POST',
    path: '/bank/',
    summary: 'Creates a bank; the server gives its id.',
    access,
    addition: false,
    body: { schema: bankSchema, wrap: 'bank' },
    answer: saved('bank', bank),
    refusals: bankRefusals,
    handle: ({ ctx, body }) => {
      const record = { id: nextId(banks(ctx.store), (b) => b.id), ...checked(ctx.store, body) };
      banks(ctx.store).push(record);
      ctx.store.save('banks');
      return { bank: record, message: messages.bankCreated };
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/bank/:id',
    summary: 'Replaces a bank.',
    access,
    addition: false,
    body: { schema: bankSchema, wrap: 'bank' },
    answer: saved('bank', bank),
    refusals: [notFoundRefusal, ...bankRefusals],
    // call.body is read after the id is found: an unknown bank is 404 whatever the body
    handle: (call) => {
      const { ctx } = call;
      const id = idParam(call.params.id);
      const index = banks(ctx.store).findIndex((candidate) => candidate.id === id);
      if (index < 0) throw notFound();
      const record = { id, ...checked(ctx.store, call.body, id) };
      banks(ctx.store)[index] = record;
      ctx.store.save('banks');
      return { bank: record, message: messages.bankUpdated };
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/bank/:id',
    summary: 'Deletes a bank no merchant or user names.',
    access,
    addition: false,
    answer: z.object({ bank }),
    refusals: [notFoundRefusal, { status: 409, message: messages.bankInUse }],
    handle: ({ ctx, params }) => {
      const id = idParam(params.id);
      const state = ctx.store.state();
      const index = state.banks.findIndex((candidate) => candidate.id === id);
      if (index < 0) throw notFound();
      const inUse = state.merchants.some((m) => m.bank_id === id || m.topBankId === id) || state.users.some((u) => u.bank_id === id);
      if (inUse) throw conflict(messages.bankInUse);
      const [removed] = state.banks.splice(index, 1);
      ctx.store.save('banks');
      return { bank: removed };
    },
  }),
];

export const bankRoutes = declaredArea('/bank', bankEndpoints, { ownsPrefix: true });
