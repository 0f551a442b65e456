import { describe, expect, it } from 'vitest';
import { merchantAccountId } from '../../src/domain/merchantAccountRules';
import { sameTariffKey, tariffId, tariffKeyOf } from '../../src/domain/tariffRules';
import { manageableGroups, tabOfGroup, tabsFor } from '../../src/domain/userRules';
import { costaRicaIban } from '../../src/domain/iban';
import { merchantAccountFormSchema, merchantAccountSchema } from '../../src/schemas/merchantAccountSchema';
import { seedBanks } from '../../mock-api/seed/banks';
import { tariffSchema } from '../../src/schemas/tariffSchema';
import { userSchema } from '../../src/schemas/userSchema';
import { apiProblem, formProblem } from '../support/schemaProblems';

const tariffError = (values: Record<string, unknown>) => formProblem(tariffSchema, values);
// the banks as the mock API hands them to the rule: 3 is Banco de Costa Rica (IBAN code 152), 4 BAC Credomatic (102)
const BANKS = seedBanks().map((bank) => ({ id: bank.id, ibanCode: bank.code, name: bank.name }));
const merchantAccountError = (values: Record<string, unknown>) => formProblem(merchantAccountSchema(BANKS), values);
const userError = (values: Record<string, unknown>) => formProblem(userSchema, values);

const tariff = (change: Record<string, unknown> = {}) => ({
  merchantId: 2, paymentTypeId: 1, brandId: 1, bankId: 2, currencyId: 188, channelId: 1,
  description: 'Crédito POS VISA', commission: 3.5, advanceRent: 0, service: 0,
  ...change,
});

describe('tariff rules (docs/spec-reference.md §3, §5)', () => {
  it('accepts a complete tariff, 0 included', () => {
    expect(tariffError(tariff())).toBeUndefined();
    expect(tariffError(tariff({ commission: 0, service: 100 }))).toBeUndefined();
  });

  it('requires the five choices and the four texts', () => {
    for (const field of ['merchantId', 'paymentTypeId', 'brandId', 'bankId', 'currencyId', 'channelId']) {
      expect(tariffError(tariff({ [field]: 0 })), field).toBe('Debe completar los campos requeridos.');
    }
    for (const field of ['description', 'commission', 'advanceRent', 'service']) {
      expect(tariffError(tariff({ [field]: '' })), field).toBe('Debe completar los campos requeridos.');
    }
  });

  it('keeps percentages between 0 and 100', () => {
    expect(tariffError(tariff({ commission: 100.01 }))).toBe('Los porcentajes deben ser números entre 0 y 100.');
    expect(tariffError(tariff({ advanceRent: -0.5 }))).toBe('Los porcentajes deben ser números entre 0 y 100.');
    expect(apiProblem(tariffSchema, tariff({ service: 'x' }))).toBe('El valor del campo no es válido.');
    expect(apiProblem(tariffSchema, tariff({ commission: '3.5' }))).toBe('El valor del campo no es válido.');
  });

  it('identifies a tariff by merchant and its five choices', () => {
    expect(tariffId(tariff())).toBe('2-1-1-2-188-1');
    expect(tariffKeyOf({ ...tariff(), merchantId: '2' })).toEqual({ merchantId: 2, paymentTypeId: 1, brandId: 1, bankId: 2, currencyId: 188, channelId: 1 });
    expect(sameTariffKey(tariff(), tariff({ description: 'otra', commission: 9 }))).toBe(true);
    expect(sameTariffKey(tariff(), tariff({ currencyId: 840 }))).toBe(false);
  });
});

describe('merchant account rules', () => {
  const account = (change: Record<string, unknown> = {}) => ({
    merchantId: 2, currencyId: 188, countryId: 1, bankCode: 3, accountTypeId: 1, ibanAccount: 'CR05 0152 0200 1026 2840 66', accountName: 'Cuenta', ...change,
  });

  it('accepts a complete account and names it by merchant and currency', () => {
    expect(merchantAccountError(account())).toBeUndefined();
    expect(merchantAccountId(account())).toBe('2-188');
  });

  it('requires every choice, the IBAN and the name, and checks the IBAN for the country', () => {
    for (const field of ['merchantId', 'currencyId', 'countryId', 'bankCode', 'accountTypeId', 'ibanAccount', 'accountName']) {
      expect(merchantAccountError(account({ [field]: '' })), field).toBe('Debe completar los campos requeridos.');
    }
    expect(merchantAccountError(account({ ibanAccount: 'CR05015202001026284067' }))).toBe('Los dígitos de control de la cuenta IBAN no son válidos.');
    expect(merchantAccountError(account({ accountName: 'x'.repeat(101) }))).toBe('El nombre de la cuenta no puede tener más de 100 caracteres.');
  });

  it('refuses a Costa Rican IBAN that carries another bank\'s code, naming the bank chosen', () => {
    const bacIban = costaRicaIban('102', '20010262840');
    expect(merchantAccountError(account({ bankCode: 4, ibanAccount: bacIban }))).toBeUndefined();
    expect(merchantAccountError(account({ bankCode: 3, ibanAccount: bacIban }))).toBe('La cuenta IBAN no pertenece al banco seleccionado (Banco de Costa Rica).');
    // the same in the form, where the issue sits on the IBAN field
    const formIssues = merchantAccountFormSchema(BANKS).safeParse({ ...account({ bankCode: 2, ibanAccount: bacIban }), merchantId: undefined });
    expect(formIssues.success).toBe(false);
    expect(formIssues.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'ibanAccount',
      'La cuenta IBAN no pertenece al banco seleccionado (Banco Nacional de Costa Rica).',
    ]);
    // the format and check digits speak first; another country's IBAN carries no Costa Rican bank code
    expect(merchantAccountError(account({ bankCode: 3, ibanAccount: 'CR05015202001026284067' }))).toBe('Los dígitos de control de la cuenta IBAN no son válidos.');
    expect(merchantAccountError(account({ countryId: 2, bankCode: 3, ibanAccount: 'GB82 WEST 1234 5698 7654 32' }))).toBeUndefined();
    // a form without the banks' IBAN codes (another API's catalog) checks the country only
    expect(merchantAccountFormSchema().safeParse(account({ bankCode: 3, ibanAccount: bacIban })).success).toBe(true);
  });
});

describe('user rules and reach (docs/spec-reference.md §5, §6; docs/roles.md)', () => {
  const user = (change: Record<string, unknown> = {}) => ({
    username: 'ana@soda.cr', name: 'Ana', email: 'ana@soda.cr', group_id: 4, merchant_id: 2, bank_id: null, ...change,
  });

  it('requires user name, name, email, group and the merchant (or the bank, for the bank group)', () => {
    expect(userError(user())).toBeUndefined();
    expect(userError(user({ group_id: 3, merchant_id: null, bank_id: 1 }))).toBeUndefined();
    for (const change of [{ username: '' }, { name: ' ' }, { email: '' }, { group_id: 0 }, { group_id: 5 }, { merchant_id: null }, { group_id: 3, bank_id: null }]) {
      expect(userError(user(change)), JSON.stringify(change)).toBe('Debe completar los campos requeridos.');
    }
  });

  it('checks the simple e-mail pattern and the user name characters', () => {
    expect(userError(user({ email: 'ana@soda' }))).toBe('El correo electrónico no es válido.');
    expect(userError(user({ username: 'ana maría' }))).toMatch(/sin espacios/);
    expect(userError(user({ username: 'an' }))).toMatch(/de 3 a 60/);
  });

  it('refuses wrong types, over-long names and control characters at the API, and drops unknown fields', () => {
    expect(apiProblem(userSchema, user({ username: true }))).toBe('El valor del campo no es válido.');
    expect(apiProblem(userSchema, user({ username: 'a'.repeat(66) }))).toBe('Este campo admite como máximo 60 caracteres.');
    expect(apiProblem(userSchema, user({ name: 'Ana\u0000' }))).toMatch(/caracteres de control/);
    expect(apiProblem(userSchema, user({ name: 'Ana\u001b[31m' }))).toMatch(/caracteres de control/);
    expect(apiProblem(userSchema, user({ group_id: '4' }))).toBe('El valor del campo no es válido.');
    const parsed = userSchema.parse({ ...user(), passwordHash: 'x', groupId: 2, merchantId: 3, group_id: undefined, merchant_id: undefined });
    expect(parsed).not.toHaveProperty('passwordHash');
    expect(parsed).toMatchObject({ group_id: 2, merchant_id: 3, username: 'ana@soda.cr', cashRegister: false });
  });

  it('gives each group its tabs: Banco only for the back office, Portal hidden for operators', () => {
    expect(tabsFor(3)).toEqual([3, 4, 2]);
    expect(tabsFor(1)).toEqual([4, 2]);
    expect(tabsFor(4)).toEqual([4, 2]);
    expect(tabsFor(2)).toEqual([2]);
    expect([1, 2, 3, 4].map(tabOfGroup)).toEqual([4, 2, 3, 4]);
  });

  it('never lets a group reach above itself', () => {
    expect(manageableGroups(3)).toEqual([1, 2, 3, 4]);
    expect(manageableGroups(1)).toEqual([1, 2, 4]);
    expect(manageableGroups(4)).toEqual([2, 4]);
    expect(manageableGroups(2)).toEqual([2]);
  });
});
