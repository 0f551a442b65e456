import { useMemo } from 'react';
import { useCatalogs } from '../../src/components/useCatalogs';
import { merchantAccountFields, merchantAccountFormSchema } from '../../src/schemas/merchantAccountSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';
import type { MerchantAccountCatalogs } from './endpoints';

/**
 * The account form checks with the schema the mock API applies to the body (less the merchant,
 * which the address gives), the IBAN against the chosen bank's code included once the catalog
 * (which carries the banks' IBAN codes) has arrived.
 */
export const useMerchantAccountResolver = () => {
  const { data: catalogs } = useCatalogs<MerchantAccountCatalogs>('merchantAccounts');
  return useMemo(
    () =>
      schemaResolver(
        merchantAccountFormSchema((catalogs?.banks ?? []).map((bank) => ({ id: bank.code, ibanCode: bank.ibanCode, name: bank.description }))),
      ),
    [catalogs],
  );
};
export const merchantAccountRequired = requiredMarks(merchantAccountFields);
