import type { Rng } from './random';
import type { LoyaltyClientRecord, RewardRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';

const REWARDS: [string, number][] = [
  ['Café chorreado gratis', 50],
  ['Postre de la casa', 80],
  ['Fresco natural gratis', 60],
  ['Casado gratis', 200],
  ['10 % de descuento en la cuenta', 150],
  ['Cena para dos', 600],
];

const FIRST_NAMES = ['Ana', 'Luis', 'María', 'José', 'Daniela', 'Carlos', 'Sofía', 'Andrés', 'Valeria', 'Jorge', 'Camila', 'Diego', 'Fernanda', 'Pablo', 'Lucía'];
const LAST_NAMES = ['Rodríguez', 'Vargas', 'Jiménez', 'Mora', 'Rojas', 'Salazar', 'Araya', 'Quesada', 'Chaves', 'Brenes', 'Castro', 'Ulate'];

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The number printed on a member's card: the merchant, then the member, 12 digits. */
export const memberNumber = (merchantId: number, clientId: number) => `${String(merchantId).padStart(4, '0')}${String(clientId).padStart(8, '0')}`;

/** Every restaurant's rewards (6) and loyalty clients (60, registered over the last year). */
export const seedLoyalty = (r: Rng, merchants: Merchant[], now: number) => {
  const rewards: RewardRecord[] = [];
  const loyaltyClients: LoyaltyClientRecord[] = [];
  for (const merchant of merchants.filter((candidate) => candidate.companyTypeId === 1)) {
    for (const [recompensa, requiere] of REWARDS) rewards.push({ id: rewards.length + 1, merchant_id: merchant.id, recompensa, requiere });
    for (let index = 0; index < 60; index++) {
      const first = FIRST_NAMES[index % FIRST_NAMES.length];
      const last = LAST_NAMES[(index * 7 + merchant.id) % LAST_NAMES.length];
      const id = loyaltyClients.length + 1;
      loyaltyClients.push({
        id,
        merchant_id: merchant.id,
        nombre: `${first} ${last}`,
        correo: `${plain(first)}.${plain(last)}${index + 1}@correo.cr`,
        plataforma: r.chance(0.6) ? 'android' : 'ios',
        loyaltyMemberId: memberNumber(merchant.id, id),
        puntosActuales: r.int(0, 700),
        sellosActuales: r.int(0, 9),
        fechaRegistro: new Date(now - r.int(1, 365) * 86_400_000).toISOString(),
      });
    }
  }
  return { rewards, loyaltyClients };
};
