import { Router } from 'express';
import { providerMessages } from '../../src/domain/providerMessages';
import { GROUP, manageableGroups, tabOfGroup, tabsFor, userError } from '../../src/domain/userRules';
import { hashPassword, temporaryPassword } from '../auth/passwords';
import { allowScreen, type Session, sessionOf } from '../auth/session';
import { badRequest, conflict, forbidden, idParam, notFound, route, wrapped } from '../http';
import type { DbState, GroupId, UserRecord } from '../seed/types';
import type { RouteArea } from './context';
import { flatRecord } from './flatRecord';
import { byText, pageOf, pageParams } from './paging';
import { usernameSuggestions } from './usernameSuggestions';
import { mayManageUser, publicUser } from './userView';

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const text = (value: unknown, max: number) => String(value ?? '').trim().slice(0, max);
/** The provider's API names some user fields both ways (spec §3): group_id / groupId, merchant_id / merchantId. */
const either = (input: Record<string, unknown>, snake: string, camel: string) => input[snake] ?? input[camel];
const byUsername = byText<UserRecord>((user) => user.username);

/**
 * A merchant-scoped caller (Comercio, Operadores) always writes for its own merchant: naming
 * another one is answered like any other merchant's record, 404.
 */
const merchantFor = (session: Session, requested: unknown): unknown => {
  if (session.merchantScope === null) return requested;
  if (!blank(requested) && Number(requested) !== session.merchantScope) throw notFound();
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
        const input = flatRecord(wrapped(req.body, 'user'));
        const group = Number(either(input, 'group_id', 'groupId'));
        // nobody creates a user above their own reach
        if (group >= 1 && group <= 4 && !manageableGroups(session.groupId).includes(group as GroupId)) throw forbidden();
        const merchant = merchantFor(session, either(input, 'merchant_id', 'merchantId'));
        const candidate = {
          username: text(input.username, 60).toLowerCase(),
          name: text(input.name, 60),
          lastname: text(input.lastname, 60),
          email: text(input.email, 120),
          group_id: group,
          merchant_id: group === GROUP.bank ? null : merchant,
          bank_id: group === GROUP.bank ? input.bank_id : null,
        };
        const problem = userError(candidate);
        if (problem) throw badRequest(problem);

        const current = state();
        const user: UserRecord = {
          id: Math.max(0, ...current.users.map((other) => other.id)) + 1,
          ...candidate,
          group_id: group as GroupId,
          merchant_id: candidate.merchant_id === null ? null : Number(candidate.merchant_id),
          bank_id: candidate.bank_id === null ? null : Number(candidate.bank_id),
          cashRegister: input.cashRegister === true,
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
        const input = flatRecord(wrapped(req.body, 'user'));
        merchantFor(session, either(input, 'merchant_id', 'merchantId'));
        // user name, group and merchant are locked once the user exists (spec §2)
        const username = input.username;
        const group = either(input, 'group_id', 'groupId');
        const merchant = either(input, 'merchant_id', 'merchantId');
        const changes =
          (!blank(username) && String(username).trim().toLowerCase() !== stored.username.toLowerCase()) ||
          (!blank(group) && Number(group) !== stored.group_id) ||
          (merchant !== undefined && (blank(merchant) ? null : Number(merchant)) !== stored.merchant_id);
        if (changes) throw badRequest(providerMessages.userLockedFields);

        const candidate = {
          username: stored.username,
          name: text(input.name, 60),
          lastname: text(input.lastname, 60),
          email: text(input.email, 120),
          group_id: stored.group_id,
          merchant_id: stored.merchant_id,
          bank_id: stored.group_id === GROUP.bank ? (input.bank_id ?? stored.bank_id) : null,
        };
        const problem = userError(candidate);
        if (problem) throw badRequest(problem);
        const bankId = candidate.bank_id === null ? null : Number(candidate.bank_id);
        requireReferences(state(), { merchant_id: stored.merchant_id, bank_id: bankId });
        Object.assign(stored, {
          name: candidate.name,
          lastname: candidate.lastname,
          email: candidate.email,
          bank_id: bankId,
          cashRegister: typeof input.cashRegister === 'boolean' ? input.cashRegister : stored.cashRegister,
        });
        store.save('users');
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
