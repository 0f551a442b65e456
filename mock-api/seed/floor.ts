import type { Rng } from './random';
import type { PrinterRecord, SupplierRecord, SupplierServiceType, WaiterRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';

export const SUPPLIER_SERVICE_TYPES: SupplierServiceType[] = [
  { id: 1, description: 'Alimentos y bebidas' },
  { id: 2, description: 'Carnes y mariscos' },
  { id: 3, description: 'Frutas y verduras' },
  { id: 4, description: 'Limpieza e higiene' },
  { id: 5, description: 'Empaques y desechables' },
  { id: 6, description: 'Gas y mantenimiento' },
];

const PRINTERS: Omit<PrinterRecord, 'id' | 'merchant_id' | 'ip'>[] = [
  { name: 'Cocina caliente', typeId: 1 },
  { name: 'Caja principal', typeId: 2 },
  { name: 'Barra', typeId: 3 },
];

const WAITERS = ['Ana Vargas', 'Luis Solís', 'María Jiménez', 'Carlos Rojas', 'Daniela Mora'];

/** [name, service type, legal id kind, legal id, contact]; legal ids have the length their kind demands. */
const SUPPLIERS: [string, number, SupplierRecord['legalIdType'], string, string][] = [
  ['Distribuidora La Sabana S.A.', 1, 2, '3101456789', 'Jorge Castro'],
  ['Carnicería El Novillo', 2, 1, '112340567', 'Rosa Quesada'],
  ['Hortalizas de Cartago', 3, 1, '304560789', 'Mario Brenes'],
  ['Limpiatodo CR S.A.', 4, 2, '3101987654', 'Silvia Araya'],
  ['Empaques del Valle', 5, 2, '3102345678', 'Esteban Ulate'],
  ['Gas Zeta Servicios', 6, 4, '4000123456', 'Priscila Chaves'],
];

/**
 * Printers, waiters and suppliers for every restaurant (company type 1): 3 printers (Cocina,
 * Cajas and Barra), 5 waiters and 6 suppliers each, with phone numbers and addresses of Costa Rica.
 */
export const seedFloor = (r: Rng, merchants: Merchant[]) => {
  const printers: PrinterRecord[] = [];
  const waiters: WaiterRecord[] = [];
  const suppliers: SupplierRecord[] = [];
  const restaurants = merchants.filter((merchant) => merchant.companyTypeId === 1);
  restaurants.forEach((merchant, index) => {
    PRINTERS.forEach((printer, at) =>
      printers.push({ id: printers.length + 1, merchant_id: merchant.id, ...printer, ip: `192.168.${10 + index}.${21 + at}` }),
    );
    for (const name of WAITERS) waiters.push({ id: waiters.length + 1, merchant_id: merchant.id, name });
    for (const [name, serviceTypeId, legalIdType, legalId, contact] of SUPPLIERS) {
      const [first] = contact.split(' ');
      suppliers.push({
        supplierCode: suppliers.length + 1,
        merchant_id: merchant.id,
        serviceTypeId,
        name,
        legalIdType,
        legalId,
        phone: `2${r.int(200, 299)}${r.int(1000, 9999)}`,
        mobile: `8${r.int(300, 899)}${r.int(1000, 9999)}`,
        address: r.pick(['San José, Pavas', 'Heredia, Belén', 'Cartago, Tres Ríos', 'Alajuela, El Coyol']),
        email: `${first.toLowerCase()}@${name.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 14)}.cr`,
        contact,
      });
    }
  });
  return { printers, waiters, suppliers, supplierServiceTypes: SUPPLIER_SERVICE_TYPES };
};
