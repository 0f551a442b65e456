import { describe, expect, it } from 'vitest';
import { usernameSuggestions } from '../../mock-api/routes/usernameSuggestions';

describe('user name suggestions after a duplicate', () => {
  it("offers the person's name first, keeping the sign-in domain, then numbered variants", () => {
    const taken = new Set(['ana@soda.cr']);
    expect(usernameSuggestions('ana@soda.cr', { name: 'Ana', lastname: 'Mora' }, (u) => taken.has(u))).toEqual([
      'ana.mora@soda.cr',
      'amora@soda.cr',
      'anam@soda.cr',
    ]);
  });

  it('skips taken names, ignores accents and case, and never offers the wanted name', () => {
    const taken = new Set(['maria.solis@x.cr', 'msolis@x.cr', 'marias@x.cr', 'maria1@x.cr']);
    expect(usernameSuggestions('MARIA@x.cr', { name: 'María', lastname: 'Solís' }, (u) => taken.has(u))).toEqual([
      'maria2@x.cr',
      'maria3@x.cr',
      'maria4@x.cr',
    ]);
  });

  it('works for names that are not e-mail addresses and people without a last name', () => {
    expect(usernameSuggestions('caja', { name: 'Caja' }, () => false)).toEqual(['caja1', 'caja2', 'caja3']);
  });
});
