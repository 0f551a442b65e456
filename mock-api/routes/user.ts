import { Router } from 'express';
import { providerMessages } from '../../src/domain/providerMessages';
import { GROUP, manageableGroups, tabOfGroup, tabsFor } from '../../src/domain/userRules';
import { userSchema } from '../../src/schemas/userSchema';
import { sendEmailChangeNotice } from '../auth/emailChangeNotice';
import { hashPassword, temporaryPassword } from '../auth/passwords';
import { allowScreen, type Session, sessionOf } from '../auth/session';
import { badRequest, conflict, forbidden, idParam, notFound, route, wrapped } from '../http';
import { parseBody } from '../validation';
import type { DbState, GroupId, UserRecord } from '../seed/types';
import type { RouteArea } from './context';
import { byText, pageOf, pageParams } from './paging';
import { usernameSuggestions } from './usernameSuggestions';
import { mayManageUser, publicUser } from './userView';

/** The provider's API names some user fields both ways (spec §3): group_id / groupId, merchant_id / merchantId. */
const either = (input: Record<string, unknown>, snake: string, camel: string) => input[snake] ?? input[camel];
const byUsername = byText<UserRecord>((user) => user.username);

/**
 * A merchant-scoped caller (Comercio, Operadores) always writes for its own merchant: naming
 * another one is answered like any other merchant's record, 404.
 */
const merchantFor = (session: Session, requested: number | null): number | null => {
  if (session.merchantScope === null) return requested;
  if (requested !== null && requested !== session.merchantScope) throw notFound();
  return session.merchantScope;
};

const requireReferences = (state: DbState, user: Pick<UserRecord, 'merchant_id' | 'bank_id'>) => {
  if (user.merchant_id !== null && !state.merchants.some((merchant) => merchant.id === user.merchant_id)) throw notFound();
  if (user.bank_id !== null && !state.banks.some((bank) => bank.id === user.bank_id)) throw notFound();
};

/**
 * Spec §7 users. Groups 1–4 reach the screen, each only the groups below its reach
 * (src/domain/userRules manageableGroups) and, for merchants and operators, only their own merchant.
 */
export const userRoutes: RouteArea = {
  prefix: '/user',
  build({ store, authenticate, outbox }) {
    const router = Router();
    router.use(authenticate, allowScreen('users'));
    const state = () => store.state();
    const findManaged = (session: Session, id: number) => {
      const user = state().users.find((candidate) => candidate.id === id);
      if (!user || !mayManageUser(session, user)) throw notFound();
      return user;
    };

    router.get(
      '/getUsers/:group/:page/:size',
      route((req) => {
        const session = sessionOf(req);
        if (!/^[1-4]$/.test(req.params.group)) throw notFound();
        const tab = tabOfGroup(Number(req.params.group));
        if (!tabsFor(session.groupId).includes(tab)) throw forbidden();
        const rows = state()
          .users.filter((user) => tabOfGroup(user.group_id) === tab && mayManageUser(session, user))
          .sort(byUsername);
        const page = pageOf(rows, pageParams(req.params.page, req.params.size));
        return { users: page.rows.map((user) => publicUser(user, state())), pages: page.pages };
      }),
    );

    router.get(
      '/getMerchantsAndGroups',
      route((req) => {
        const session = sessionOf(req);
        const groups = manageableGroups(session.groupId);
        const current = state();
        return {
          merchants: current.merchants
            .filter((merchant) => session.merchantScope === null || merchant.id === session.merchantScope)
            .map(({ id, name }) => ({ id, name }))
            .sort(byText((merchant) => merchant.name)),
          groups: current.groups.filter((group) => groups.includes(group.id)),
          banks: groups.includes(GROUP.bank) ? current.banks.map(({ id, name }) => ({ id, name })) : [],
        };
      }),
    );

    router.post(
      '/',
      route((req) => {
        const session = sessionOf(req);
        const raw = wrapped(req.body, 'user');
        // nobody creates a user above their own reach
        const requestedGroup = either(raw, 'group_id', 'groupId');
        if (typeof requestedGroup === 'number' && !manageableGroups(session.groupId).includes(requestedGroup as GroupId)) throw forbidden();
        // a merchant's own users belong to its merchant whether or not the body says so
        const scoped = session.merchantScope !== null && either(raw, 'merchant_id', 'merchantId') == null;
        const input = parseBody(userSchema, scoped ? { ...raw, merchant_id: session.merchantScope } : raw);
        const bankGroup = input.group_id === GROUP.bank;
        const current = state();
        const user: UserRecord = {
          id: Math.max(0, ...current.users.map((other) => other.id)) + 1,
          username: input.username,
          name: input.name,
          lastname: input.lastname,
          email: input.email,
          group_id: input.group_id as GroupId,
          merchant_id: bankGroup ? null : merchantFor(session, input.merchant_id),
          bank_id: bankGroup ? input.bank_id : null,
          cashRegister: input.cashRegister,
          passwordHash: '',
          tempPassword: true,
          resetHash: null,
          resetExpires: null,
          user_token: null,
        };
        requireReferences(current, user);
        const taken = (username: string) => current.users.some((other) => other.username.toLowerCase() === username.toLowerCase());
        if (taken(user.username)) {
          throw conflict(providerMessages.usernameTaken, { suggestions: usernameSuggestions(user.username, user, taken) });
        }
        // the first password is temporary: only its hash is kept, the mail carries it
        const password = temporaryPassword();
        user.passwordHash = hashPassword(password);
        current.users.push(user);
        store.save('users');
        outbox.send({
          to: user.email,
          subject: providerMessages.newUserMailSubject,
          body: providerMessages.newUserMailBody(user.username),
          temporaryPassword: password,
        });
        return { user: publicUser(user, current), message: providerMessages.userCreated };
      }),
    );

    router.put(
      '/:id',
      route((req) => {
        const session = sessionOf(req);
        const stored = findManaged(session, idParam(req.params.id));
        const raw = wrapped(req.body, 'user');
        const merchant = either(raw, 'merchant_id', 'merchantId');
        if (session.merchantScope !== null && merchant !== undefined && merchant !== null && merchant !== session.merchantScope) throw notFound();
        // user name, group and merchant are locked once the user exists (spec §2): sent again they must be the same
        const username = raw.username;
        const group = either(raw, 'group_id', 'groupId');
        const changes =
          (username !== undefined && (typeof username !== 'string' || username.trim().toLowerCase() !== stored.username.toLowerCase())) ||
          (group !== undefined && group !== stored.group_id) ||
          (merchant !== undefined && merchant !== stored.merchant_id);
        if (changes) throw badRequest(providerMessages.userLockedFields);

        const input = parseBody(userSchema, {
          ...raw,
          username: stored.username,
          group_id: stored.group_id,
          merchant_id: stored.merchant_id,
          bank_id: stored.group_id === GROUP.bank ? (raw.bank_id ?? stored.bank_id) : null,
          cashRegister: raw.cashRegister ?? stored.cashRegister,
        });
        requireReferences(state(), { merchant_id: stored.merchant_id, bank_id: input.bank_id });
        const previousEmail = stored.email;
        Object.assign(stored, {
          name: input.name,
          lastname: input.lastname,
          email: input.email,
          bank_id: input.bank_id,
          cashRegister: input.cashRegister,
        });
        store.save('users');
        sendEmailChangeNotice(outbox, previousEmail, stored);
        return { user: publicUser(stored, state()), message: providerMessages.userUpdated };
      }),
    );

    router.delete(
      '/:id',
      route((req) => {
        const session = sessionOf(req);
        const user = findManaged(session, idParam(req.params.id));
        if (user.id === session.user.id) throw conflict(providerMessages.userSelfDelete);
        const users = state().users;
        users.splice(users.indexOf(user), 1);
        store.save('users');
        return { user: publicUser(user, state()) };
      }),
    );
    return router;
  },
};
