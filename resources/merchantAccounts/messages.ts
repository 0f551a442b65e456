import { providerMessages } from '../../src/domain/providerMessages';

export const merchantAccountMessages = {
  resources: {
    merchantAccounts: {
      name: 'Cuenta |||| Cuentas',
      delete_question: '¿Eliminar la cuenta %{name}?',
      list_title: 'Cuentas bancarias',
      create_title: 'Crear cuenta',
      edit_title: 'Actualizar cuenta',
      empty: 'No existen cuentas.',
      created: providerMessages.accountCreated,
      updated: providerMessages.accountUpdated,
      helpers: {
        currency_locked: 'Identifica la cuenta del comercio: no se puede cambiar.',
        iban_costa_rica: 'CR seguido de 20 dígitos, por ejemplo CR05 0152 0200 1026 2840 66.',
        iban_other: 'Dos letras de país, dos dígitos de control y de 11 a 30 letras o dígitos.',
      },
      fields: {
        merchantId: 'Comercio',
        countryId: 'País',
        currencyId: 'Moneda',
        bankCode: 'Banco',
        accountTypeId: 'Tipo de cuenta',
        ibanAccount: 'Cuenta IBAN',
        accountName: 'Nombre de la cuenta',
      },
    },
  },
};
