import { z } from 'zod';
import { messages } from '../../src/domain/messages';
import { providerMessages } from '../../src/domain/providerMessages';
import { GROUP, manageableGroups, tabOfGroup, tabsFor } from '../../src/domain/userRules';
import { userSchema } from '../../src/schemas/userSchema';
import { sendEmailChangeNotice } from '../auth/emailChangeNotice';
import { hashPassword, temporaryPassword } from '../auth/passwords';
import { mayAccessMerchant, merchantForWrite, nextId, requireOwnMerchant } from '../auth/merchantScope';
import type { Session } from '../auth/session';
import { portalUser, userLookups } from '../../src/domain/wire/provider';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { badRequest, conflict, forbidden, idParam, notFound, wrapped } from '../http';
import type { DbState, GroupId, UserRecord } from '../storage/records';
import type { Store } from '../store';
import { byText, pageOf, pageParams } from './paging';
import { usernameSuggestions } from './usernameSuggestions';
import { mayManageUser, publicUser } from './userView';

/** The provider's API names some user fields both ways (docs/spec-reference.md §3): group_id / groupId, merchant_id / merchantId. */
const either = (input: Record<string, unknown>, snake: string, camel: string) => input[snake] ?? input[camel];
const byUsername = byText<UserRecord>((user) => user.username);

const requireReferences = (state: DbState, user: Pick<UserRecord, 'merchant_id' | 'bank_id'>) => {
  if (user.merchant_id !== null && !state.merchants.some((merchant) => merchant.id === user.merchant_id)) throw notFound();
  if (user.bank_id !== null && !state.banks.some((bank) => bank.id === user.bank_id)) throw notFound();
};

const findManaged = (store: Store, session: Session, id: number) => {
  const user = store.state().users.find((candidate) => candidate.id === id);
  if (!user || !mayManageUser(session, user)) throw notFound();
  return user;
};

const access = { screens: ['users'] } as const;
const notFoundRefusal = { status: 404, message: messages.notFound } as const;
const forbiddenRefusal = { status: 403, message: messages.forbidden } as const;
const saved = z.object({ user: portalUser, message: z.string() });
/** User name, group and merchant are read (and checked against the caller's reach) before the schema runs. */
const body = { schema: userSchema, wrap: 'user', parsedBy: 'handler' } as const;

/**
 * docs/spec-reference.md §7 users. Groups 1–4 reach the screen, each only the groups below its reach
 * (src/domain/userRules manageableGroups) and, for merchants and operators, only their own merchant.
 */
export const userEndpoints = [
  endpoint({
    method: 'GET',
    path: '/user/getUsers/:group/:page/:size',
    summary: "A page of one tab's users (group 1–4) by user name, only those the caller manages; pages count from 1.",
    access,
    addition: false,
    answer: z.object({ users: z.array(portalUser), pages: z.number().int() }),
    refusals: [notFoundRefusal, forbiddenRefusal, { status: 400, message: providerMessages.invalidPage }],
    handle: ({ ctx, params, session }) => {
      if (!/^[1-4]$/.test(params.group)) throw notFound();
      const tab = tabOfGroup(Number(params.group));
      if (!tabsFor(session.groupId).includes(tab)) throw forbidden();
      const state = ctx.store.state();
      const rows = state.users.filter((user) => tabOfGroup(user.group_id) === tab && mayManageUser(session, user)).sort(byUsername);
      const page = pageOf(rows, pageParams(params.page, params.size));
      return { users: page.rows.map((user) => publicUser(user, state)), pages: page.pages };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/user/getMerchantsAndGroups',
    summary: "The user form's choices: the caller's merchants, the groups it may give, the banks (for the bank group).",
    access,
    addition: false,
    answer: userLookups,
    refusals: [],
    handle: ({ ctx, session }) => {
      const groups = manageableGroups(session.groupId);
      const current = ctx.store.state();
      return {
        merchants: current.merchants
          .filter((merchant) => mayAccessMerchant(session, merchant.id))
          .map(({ id, name }) => ({ id, name }))
          .sort(byText((merchant) => merchant.name)),
        groups: current.groups.filter((group) => groups.includes(group.id)),
        banks: groups.includes(GROUP.bank) ? current.banks.map(({ id, name }) => ({ id, name })) : [],
      };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/user/',
    summary:
      'Creates a user with a temporary password, mailed to it. A 409 for a taken user name carries `suggestions`, free names to offer.',
    access,
    addition: false,
    body,
    answer: saved,
    refusals: [forbiddenRefusal, notFoundRefusal, { status: 409, message: providerMessages.usernameTaken }],
    handle: ({ ctx, rawBody, parse, session }) => {
      const raw = wrapped(rawBody, 'user');
      // nobody creates a user above their own reach
      const requestedGroup = either(raw, 'group_id', 'groupId');
      if (typeof requestedGroup === 'number' && !manageableGroups(session.groupId).includes(requestedGroup as GroupId)) throw forbidden();
      // a merchant's own users belong to its merchant whether or not the body says so
      const scoped = session.merchantScope !== null && either(raw, 'merchant_id', 'merchantId') == null;
      const input = parse(scoped ? { ...raw, merchant_id: session.merchantScope } : raw);
      const bankGroup = input.group_id === GROUP.bank;
      const current = ctx.store.state();
      const user: UserRecord = {
        id: nextId(current.users, (other) => other.id),
        username: input.username,
        name: input.name,
        lastname: input.lastname,
        email: input.email,
        group_id: input.group_id as GroupId,
        merchant_id: bankGroup ? null : merchantForWrite(session, input.merchant_id),
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
      ctx.store.save('users');
      ctx.outbox.send({
        to: user.email,
        subject: providerMessages.newUserMailSubject,
        body: providerMessages.newUserMailBody(user.username),
        temporaryPassword: password,
      });
      return { user: publicUser(user, current), message: providerMessages.userCreated };
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/user/:id',
    summary: 'Changes a user the caller manages; user name, group and merchant, sent again, must be the same.',
    access,
    addition: false,
    body,
    answer: saved,
    refusals: [notFoundRefusal, { status: 400, message: providerMessages.userLockedFields }],
    handle: ({ ctx, params, rawBody, parse, session }) => {
      const stored = findManaged(ctx.store, session, idParam(params.id));
      const raw = wrapped(rawBody, 'user');
      const merchant = either(raw, 'merchant_id', 'merchantId');
      // a merchant's user moved to another merchant: that merchant's record, 404
      if (merchant !== undefined && merchant !== null) requireOwnMerchant(session, merchant as number);
      // user name, group and merchant are locked once the user exists (docs/spec-reference.md §2): sent again they must be the same
      const username = raw.username;
      const group = either(raw, 'group_id', 'groupId');
      const changes =
        (username !== undefined && (typeof username !== 'string' || username.trim().toLowerCase() !== stored.username.toLowerCase())) ||
        (group !== undefined && group !== stored.group_id) ||
        (merchant !== undefined && merchant !== stored.merchant_id);
      if (changes) throw badRequest(providerMessages.userLockedFields);

      const input = parse({
        ...raw,
        username: stored.username,
        group_id: stored.group_id,
        merchant_id: stored.merchant_id,
        bank_id: stored.group_id === GROUP.bank ? (raw.bank_id ?? stored.bank_id) : null,
        cashRegister: raw.cashRegister ?? stored.cashRegister,
      });
      requireReferences(ctx.store.state(), { merchant_id: stored.merchant_id, bank_id: input.bank_id });
      const previousEmail = stored.email;
      Object.assign(stored, {
        name: input.name,
        lastname: input.lastname,
        email: input.email,
        bank_id: input.bank_id,
        cashRegister: input.cashRegister,
      });
      ctx.store.save('users');
      sendEmailChangeNotice(ctx.outbox, previousEmail, stored);
      return { user: publicUser(stored, ctx.store.state()), message: providerMessages.userUpdated };
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/user/:id',
    summary: 'Deletes a user the caller manages, never the caller.',
    access,
    addition: false,
    answer: z.object({ user: portalUser }),
    refusals: [notFoundRefusal, { status: 409, message: providerMessages.userSelfDelete }],
    handle: ({ ctx, params, session }) => {
      const user = findManaged(ctx.store, session, idParam(params.id));
      if (user.id === session.user.id) throw conflict(providerMessages.userSelfDelete);
      const users = ctx.store.state().users;
      users.splice(users.indexOf(user), 1);
      ctx.store.save('users');
      return { user: publicUser(user, ctx.store.state()) };
    },
  }),
];

export const userRoutes = declaredArea('/user', userEndpoints, { ownsPrefix: true });
