import type { BankRecord, Country } from '../storage/records';

export const seedCountries = (): Country[] => [
  { code: 1, description: 'Costa Rica' },
  { code: 2, description: 'Panamá' },
  { code: 3, description: 'Nicaragua' },
  { code: 4, description: 'Guatemala' },
  { code: 5, description: 'El Salvador' },
  { code: 6, description: 'Honduras' },
];

const bank = (id: number, code: string, name: string, domain: string, phone: string, country_code = 1): BankRecord => ({
  id,
  code,
  name,
  country_code,
  emails: `comercios@${domain}, soporte@${domain}`,
  phones: phone,
  email_delivery: `liquidaciones@${domain}`,
  vault_id: `BOV-${String(id).padStart(4, '0')}`,
});

/** Banks 1 and 2 are fixed by docs/spec-reference.md §9 (topBankId values). */
export const seedBanks = (): BankRecord[] => [
  bank(1, '116', 'LAFISE Costa Rica', 'lafise.cr', '2246-0000'),
  bank(2, '151', 'Banco Nacional de Costa Rica', 'bncr.fi.cr', '2212-2000'),
  bank(3, '152', 'Banco de Costa Rica', 'bancobcr.com', '2211-1111'),
  bank(4, '102', 'BAC Credomatic', 'baccredomatic.cr', '2295-9595'),
  bank(5, '161', 'Banco Popular y de Desarrollo Comunal', 'bp.fi.cr', '2202-2020'),
  bank(6, '803', 'Banco Promerica', 'promerica.fi.cr', '2505-7000'),
  bank(7, '104', 'Banco Davivienda', 'davivienda.cr', '2287-1111'),
  bank(8, '0401', 'Banco General Panamá', 'bgeneral.com.pa', '+507 303-8000', 2),
];
