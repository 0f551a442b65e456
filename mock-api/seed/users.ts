import { hashPasswordSeeded } from '../auth/passwords';
import type { Rng } from './random';
import { DEMO_RESTAURANT_ID, HOME_MERCHANT_ID, SECOND_RESTAURANT_ID } from './merchants';
import type { Group, GroupId, Merchant, UserRecord } from '../storage/records';

export const DEMO_PASSWORD = 'Demo#2026';

export const seedGroups = (): Group[] => [
  { id: 1, name: 'Administrator' },
  { id: 2, name: 'Operadores' },
  { id: 3, name: 'Backoffice' },
  { id: 4, name: 'Comercio' },
];

const FIRST = ['Ana', 'Carlos', 'María', 'José', 'Lucía', 'Andrés', 'Sofía', 'Diego', 'Valeria', 'Luis', 'Daniela', 'Jorge'];
const LAST = ['Solís', 'Mora', 'Jiménez', 'Rodríguez', 'Vargas', 'Araya', 'Rojas', 'Quesada', 'Chaves', 'Castro', 'Villalobos', 'Herrera'];

export const seedUsers = (r: Rng, merchants: Merchant[]): UserRecord[] => {
  // Every seeded account shares the demo password, each with its own salt.
  const hash = () => hashPasswordSeeded(DEMO_PASSWORD, r);
  const user = (
    id: number,
    username: string,
    name: string,
    lastname: string,
    group_id: GroupId,
    merchant_id: number | null,
    extra: Partial<UserRecord> = {},
  ): UserRecord => ({
    id,
    username,
    email: username,
    name,
    lastname,
    group_id,
    merchant_id,
    bank_id: null,
    cashRegister: false,
    passwordHash: hash(),
    tempPassword: false,
    resetHash: null,
    resetExpires: null,
    user_token: id % 3 === 0 ? r.hex(16) : null,
    ...extra,
  });

  const demo: UserRecord[] = [
    user(1, 'admin@demo.cr', 'Adriana', 'Montero', 1, HOME_MERCHANT_ID),
    user(2, 'operador@demo.cr', 'Olman', 'Ramírez', 2, DEMO_RESTAURANT_ID, { cashRegister: true }),
    user(3, 'backoffice@demo.cr', 'Beatriz', 'Calderón', 3, null, { bank_id: 1 }),
    user(4, 'comercio@demo.cr', 'Carmen', 'Alvarado', 4, DEMO_RESTAURANT_ID, { cashRegister: true }),
    user(5, 'comercio2@demo.cr', 'Ricardo', 'Brenes', 4, SECOND_RESTAURANT_ID),
    user(6, 'temporal@demo.cr', 'Tomás', 'Esquivel', 4, DEMO_RESTAURANT_ID, { tempPassword: true }),
  ];

  // One portal user per other merchant, some operators and back-office staff, so the user lists page.
  const more: UserRecord[] = [];
  let id = 7;
  for (const merchant of merchants) {
    if (merchant.id === HOME_MERCHANT_ID) continue;
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const handle = `${first}.${last}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    const domain = merchant.email.split('@')[1];
    more.push(user(id++, `${handle}@${domain}`, first, last, 4, merchant.id));
    if (merchant.id <= 6) more.push(user(id++, `caja${merchant.id}@${domain}`, r.pick(FIRST), r.pick(LAST), 2, merchant.id, { cashRegister: true }));
  }
  for (const bankId of [1, 2, 4]) {
    more.push(user(id++, `analista${bankId}@banco${bankId}.cr`, r.pick(FIRST), r.pick(LAST), 3, null, { bank_id: bankId }));
  }
  return [...demo, ...more];
};
