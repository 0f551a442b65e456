import { fiscalScreenMessages } from '../../src/i18n/fiscalScreenMessages';
import { floorMessages } from '../../src/domain/floorMessages';

const fiscalFields = fiscalScreenMessages.fiscal.fields;

export const companyMessages = {
  resources: {
    company: {
      name: 'Empresa |||| Empresa',
      title: 'Configuración de la empresa',
      updated: floorMessages.configUpdated,
      yes: 'Sí',
      no: 'No',
      helpers: {
        simplifiedRegime: 'En régimen simplificado los recibos y las facturas no cobran IVA ni se emiten comprobantes electrónicos.',
        tableService: 'Con servicio de mesa, los recibos y las facturas cobran el 10 % de servicio (Ley 4946).',
        sinpePhone: 'El celular de 8 dígitos al que los clientes pagan la cuenta de la mesa. Vacío, no se ofrece SINPE Móvil.',
      },
      fields: {
        simplifiedRegime: 'Régimen simplificado',
        tableService: 'Servicio de mesa',
        sinpePhone: 'Número de SINPE Móvil',
        // the fiscal identity's own labels (src/i18n/fiscalScreenMessages.ts), for the line beside Guardar
        electronicInvoice: fiscalFields.electronicInvoice,
        activityCode: fiscalFields.activityCode,
        fiscal: fiscalScreenMessages.fiscal.section,
      },
    },
  },
};
