import { Router } from 'express';
import { messages } from '../../src/domain/messages';
import { providerMessages } from '../../src/domain/providerMessages';
import { allowScreen } from '../auth/session';
import { bankSchema } from '../../src/schemas/bankSchema';
import { badRequest, conflict, idParam, notFound, route } from '../http';
import { parseWrapped } from '../validation';
import type { RouteArea } from './context';

export const bankRoutes: RouteArea = {
  prefix: '/bank',
  build({ store, authenticate }) {
    const router = Router();
    router.use(authenticate, allowScreen('banks'));
    const banks = () => store.state().banks;

    const checked = (body: unknown, selfId?: number) => {
      const bank = parseWrapped(bankSchema, body, 'bank');
      if (!store.state().countries.some((country) => country.code === bank.country_code)) throw badRequest(providerMessages.invalidChoice);
      if (banks().some((other) => other.code === bank.code && other.id !== selfId)) throw conflict(messages.bankCodeTaken);
      return bank;
    };

    router.get('/getBanks', route(() => ({ banks: banks() })));
    router.get('/getCountries', route(() => ({ countries: store.state().countries })));

    router.post(
      '/',
      route((req) => {
        const bank = { id: Math.max(0, ...banks().map((b) => b.id)) + 1, ...checked(req.body) };
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
        const bank = { id, ...checked(req.body, id) };
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
