import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StateWithInventory } from '../../mock-api/storage/restaurantRecords';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, merchant2: DEMO.merchant2, operator: DEMO.operator, admin: DEMO.admin });

const state = () => api.store.state() as StateWithInventory;
const sodaClient = () => state().loyaltyClients.find((client) => client.merchant_id === 3)!;

describe('rewards', () => {
  it('seeds 5+ per restaurant and lists only the caller merchant', async () => {
    const own = await api.call('GET', '/loyalty/rewards', { token: tokens.merchant });
    expect(own.status).toBe(200);
    expect(own.body.rewards.length).toBeGreaterThanOrEqual(5);
    const ids = new Set(state().rewards.filter((reward) => reward.merchant_id === 2).map((reward) => reward.id));
    expect(own.body.rewards.every((reward: { id: number }) => ids.has(reward.id))).toBe(true);
    expect(own.body.rewards[0]).toEqual({ id: expect.any(Number), recompensa: expect.any(String), requiere: expect.any(Number) });
  });

  it('are for group 4 only: operators and provider groups are refused', async () => {
    for (const token of [tokens.operator, tokens.admin]) {
      expect((await api.call('GET', '/loyalty/rewards', { token })).status).toBe(403);
      expect((await api.call('POST', '/loyalty/rewards', { token, body: { reward: { recompensa: 'X', requiere: 5 } } })).status).toBe(403);
    }
    expect((await api.call('GET', '/loyalty/rewards')).status).toBe(401);
  });

  it('are created, updated (id in the body) and deleted', async () => {
    const created = await api.call('POST', '/loyalty/rewards', { token: tokens.merchant, body: { reward: { recompensa: 'Batido gratis', requiere: 40, merchant_id: 3 } } });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Recompensa creada correctamente.');
    const { id } = created.body.reward;
    expect(state().rewards.find((reward) => reward.id === id)!.merchant_id).toBe(2);
    const updated = await api.call('PUT', '/loyalty/rewards', { token: tokens.merchant, body: { reward: { id, recompensa: 'Batido grande gratis', requiere: 45 } } });
    expect(updated.body).toEqual({ reward: { id, recompensa: 'Batido grande gratis', requiere: 45 }, message: 'Recompensa actualizada correctamente' });
    const deleted = await api.call('DELETE', `/loyalty/rewards/${id}`, { token: tokens.merchant });
    expect(deleted.body).toEqual({ reward: { id, recompensa: 'Batido grande gratis', requiere: 45 } });
    expect(state().rewards.some((reward) => reward.id === id)).toBe(false);
  });

  it.each([
    ['no name', { recompensa: ' ' }, 'Debe completar los campos requeridos.'],
    ['no points', { requiere: undefined }, 'Debe completar los campos requeridos.'],
    ['0 points', { requiere: 0 }, 'Los puntos requeridos deben ser un número entero mayor a 0.'],
    ['1.5 points', { requiere: 1.5 }, 'Los puntos requeridos deben ser un número entero mayor a 0.'],
    ['points as text', { requiere: '10' }, 'El valor del campo no es válido.'],
  ])('refuses a reward with %s', async (_label, change, message) => {
    const before = state().rewards.length;
    const result = await api.call('POST', '/loyalty/rewards', { token: tokens.merchant, body: { reward: { recompensa: 'Postre', requiere: 10, ...change } } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(state().rewards.length).toBe(before);
  });

  // the update names its reward in the body (docs/spec-reference.md §7): without a whole-number id there is nothing to update
  it.each([
    ['no id', undefined],
    ['the id as text', '1'],
    ['a fractional id', 1.5],
  ])('refuses an update with %s, on the id field, and changes nothing', async (_label, id) => {
    const own = state().rewards.find((reward) => reward.merchant_id === 2)!;
    const before = JSON.stringify(state().rewards);
    const result = await api.call('PUT', '/loyalty/rewards', { token: tokens.merchant, body: { reward: { id, recompensa: 'Otra', requiere: own.requiere } } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'Debe completar los campos requeridos.', field: 'id' });
    expect(JSON.stringify(state().rewards)).toBe(before);
  });

  it("answers 404 for another merchant's reward and changes nothing", async () => {
    const theirs = state().rewards.find((reward) => reward.merchant_id === 3)!;
    const before = JSON.stringify(theirs);
    expect((await api.call('PUT', '/loyalty/rewards', { token: tokens.merchant, body: { reward: { id: theirs.id, recompensa: 'Mía', requiere: 1 } } })).status).toBe(404);
    expect((await api.call('DELETE', `/loyalty/rewards/${theirs.id}`, { token: tokens.merchant })).status).toBe(404);
    expect(JSON.stringify(state().rewards.find((reward) => reward.id === theirs.id))).toBe(before);
  });
});

describe('loyalty clients', () => {
  it('seeds 50+ per restaurant', () => {
    for (const merchantId of [2, 3]) expect(state().loyaltyClients.filter((client) => client.merchant_id === merchantId).length).toBeGreaterThanOrEqual(50);
  });

  it('registers a client (Android by default), finds it by e-mail and resends its card with a QR code', async () => {
    const created = await api.call('POST', '/loyalty/register-client', { token: tokens.merchant, body: { client: { nombre: 'Rebeca Soto', correo: 'rebeca.soto@correo.cr' } } });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Cliente creado correctamente.');
    expect(created.body.client).toMatchObject({ nombre: 'Rebeca Soto', correo: 'rebeca.soto@correo.cr', plataforma: 'android', puntosActuales: 0, sellosActuales: 0 });
    expect(created.body.client.loyaltyMemberId).toMatch(/^\d{12}$/);

    const again = await api.call('POST', '/loyalty/register-client', { token: tokens.merchant, body: { client: { nombre: 'Otra', correo: 'REBECA.SOTO@correo.cr', plataforma: 'ios' } } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ya existe un cliente registrado con ese correo.');

    const found = await api.call('POST', '/loyalty/search-client', { token: tokens.merchant, body: { client: { email: ' Rebeca.Soto@correo.cr ' } } });
    expect(found.body.client).toEqual(created.body.client);

    const resent = await api.call('POST', '/loyalty/resendCard', { token: tokens.merchant, body: { client: { loyaltyMemberId: found.body.client.loyaltyMemberId, email: found.body.client.correo } } });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('Tarjeta reenviada correctamente.');
    const mail = JSON.parse(readFileSync(api.outboxFile, 'utf8').trim().split('\n').at(-1)!);
    expect(mail.to).toBe('rebeca.soto@correo.cr');
    expect(mail.body).toContain(found.body.client.loyaltyMemberId);
    expect(mail.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('says nobody was found for an unknown e-mail and for another merchant’s client', async () => {
    for (const email of ['nadie@correo.cr', sodaClient().correo]) {
      const result = await api.call('POST', '/loyalty/search-client', { token: tokens.merchant, body: { client: { email } } });
      expect(result.status).toBe(200);
      expect(result.body.client).toBeNull();
    }
    const theirs = await api.call('POST', '/loyalty/search-client', { token: tokens.merchant2, body: { client: { email: sodaClient().correo } } });
    expect(theirs.body.client.loyaltyMemberId).toBe(sodaClient().loyaltyMemberId);
  });

  it("does not resend another merchant's card", async () => {
    const mails = () => {
      try {
        return readFileSync(api.outboxFile, 'utf8');
      } catch {
        return '';
      }
    };
    const before = mails();
    const result = await api.call('POST', '/loyalty/resendCard', { token: tokens.merchant, body: { client: { loyaltyMemberId: sodaClient().loyaltyMemberId, email: sodaClient().correo } } });
    expect(result.status).toBe(404);
    expect(mails()).toBe(before);
  });

  it.each([
    ['no name', { nombre: '' }, 'Debe completar los campos requeridos.'],
    ['no e-mail', { correo: '' }, 'Debe completar los campos requeridos.'],
    ['a bad e-mail', { correo: 'no-es-correo' }, 'El correo electrónico no es válido.'],
    ['another device', { plataforma: 'windows' }, 'El dispositivo elegido no es válido.'],
  ])('refuses a client with %s', async (_label, change, message) => {
    const before = state().loyaltyClients.length;
    const result = await api.call('POST', '/loyalty/register-client', { token: tokens.merchant, body: { client: { nombre: 'Cliente', correo: 'cliente.nuevo@correo.cr', ...change } } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(state().loyaltyClients.length).toBe(before);
  });

  it('are refused to operators and provider groups', async () => {
    for (const token of [tokens.operator, tokens.admin]) {
      expect((await api.call('POST', '/loyalty/search-client', { token, body: { client: { email: sodaClient().correo } } })).status).toBe(403);
      expect((await api.call('POST', '/loyalty/register-client', { token, body: { client: { nombre: 'X', correo: 'x@correo.cr' } } })).status).toBe(403);
    }
  });
});

describe('the client list (GET /loyalty/clients/{page}/{size}, ours)', () => {
  const casona = () => state().loyaltyClients.filter((client) => client.merchant_id === 2);

  it('pages the caller merchant’s clients by name, 25 a page, pages from 1', async () => {
    const first = await api.call('GET', '/loyalty/clients/1/25', { token: tokens.merchant });
    expect(first.status, first.text).toBe(200);
    expect(first.body.total).toBe(casona().length);
    expect(first.body.pages).toBe(Math.ceil(casona().length / 25));
    expect(first.body.clients).toHaveLength(25);
    const names = first.body.clients.map((client: { nombre: string }) => client.nombre);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    expect(first.body.clients[0]).not.toHaveProperty('merchant_id');
    const all = [];
    for (let page = 1; page <= first.body.pages; page++) all.push(...(await api.call('GET', `/loyalty/clients/${page}/25`, { token: tokens.merchant })).body.clients);
    expect(all.map((client: { id: number }) => client.id).sort()).toEqual(casona().map((client) => client.id).sort());
  });

  it('finds by part of the name or e-mail, accents and case aside, and never another merchant’s', async () => {
    const registered = await api.call('POST', '/loyalty/register-client', { token: tokens.merchant, body: { client: { nombre: 'Sofía Quesada Núñez', correo: 'sofi.quesada@correo.cr' } } });
    expect(registered.status).toBe(200);
    for (const search of ['Sofía', 'sofia', 'QUESADA', 'nunez', 'sofi.ques', 'quesada@CORREO']) {
      const found = await api.call('GET', `/loyalty/clients/1/25?search=${encodeURIComponent(search)}`, { token: tokens.merchant });
      expect(found.body.clients.map((client: { correo: string }) => client.correo), search).toContain('sofi.quesada@correo.cr');
    }
    const theirs = sodaClient();
    const none = await api.call('GET', `/loyalty/clients/1/25?search=${encodeURIComponent(theirs.correo)}`, { token: tokens.merchant });
    expect(none.body).toEqual({ clients: [], pages: 0, total: 0 });
  });

  it('refuses bad paging, operators and provider groups', async () => {
    expect((await api.call('GET', '/loyalty/clients/0/25', { token: tokens.merchant })).status).toBe(400);
    expect((await api.call('GET', '/loyalty/clients/1/1000', { token: tokens.merchant })).status).toBe(400);
    for (const token of [tokens.operator, tokens.admin]) expect((await api.call('GET', '/loyalty/clients/1/25', { token })).status).toBe(403);
    expect((await api.call('GET', '/loyalty/clients/1/25')).status).toBe(401);
  });
});
