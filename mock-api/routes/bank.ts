import { Router } from 'express';
import { bankError } from '../../src/domain/bankRules';
import { messages } from '../../src/domain/messages';
import { allowScreen } from '../auth/session';
import { badRequest, conflict, idParam, notFound, route, wrapped } from '../http';
import type { BankRecord } from '../seed/types';
import type { RouteArea } from './context';

const text = (value: unknown, max: number) => String(value ?? '').trim().slice(0, max);

/** Only the bank fields, trimmed and bounded; anything else in the body is dropped. */
const cleanBank = (input: Record<string, unknown>): Omit<BankRecord, 'id'> => ({
  code: text(input.code, 10),
  name: text(input.name, 120),
  country_code: Number(input.country_code),
  emails: text(input.emails, 500),
  phones: text(input.phones, 120),
  email_delivery: text(input.email_delivery, 120),
  vault_id: text(input.vault_id, 40),
});

export const bankRoutes: RouteArea = {
  prefix: '/bank',
  build({ store, authenticate }) {
    const router = Router();
    router.use(authenticate, allowScreen('banks'));
    const banks = () => store.state().banks;

    const checked = (input: Record<string, unknown>, selfId?: number) => {
      const problem = bankError(input);
      if (problem) throw badRequest(problem);
      const bank = cleanBank(input);
      if (!store.state().countries.some((country) => country.code === bank.country_code)) throw badRequest();
      if (banks().some((other) => other.code === bank.code && other.id !== selfId)) throw conflict(messages.bankCodeTaken);
      return bank;
    };

    router.get('/getBanks', route(() => ({ banks: banks() })));
    router.get('/getCountries', route(() => ({ countries: store.state().countries })));

    router.post(
      '/',
      route((req) => {
        const bank = { id: Math.max(0, ...banks().map((b) => b.id)) + 1, ...checked(wrapped(req.body, 'bank')) };
        banks().push(bank);
        store.save('banks');
        return { bank, message: messages.bankCreated };
      }),
    );

    router.put(
      '/:id',
      route((req) => {
        const id = idParam(req.params.id);
        const index = banks().findIndex((bank) => bank.id === id);
        if (index < 0) throw notFound();
        const bank = { id, ...checked(wrapped(req.body, 'bank'), id) };
        banks()[index] = bank;
        store.save('banks');
        return { bank, message: messages.bankUpdated };
      }),
    );

    router.delete(
      '/:id',
      route((req) => {
        const id = idParam(req.params.id);
        const state = store.state();
        const index = state.banks.findIndex((bank) => bank.id === id);
        if (index < 0) throw notFound();
        const inUse = state.merchants.some((m) => m.bank_id === id || m.topBankId === id) || state.users.some((u) => u.bank_id === id);
        if (inUse) throw conflict(messages.bankInUse);
        const [bank] = state.banks.splice(index, 1);
        store.save('banks');
        return { bank };
      }),
    );
    return router;
  },
};
