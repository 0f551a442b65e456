import { economicActivities, RESTAURANT_ACTIVITY } from '../activities/economicActivities';
import type { Rng } from './random';
import type { Merchant, MerchantFiscal } from '../storage/records';

/** Merchant 1 is the provider's own home merchant; 2 and 3 are the demo restaurants. */
export const HOME_MERCHANT_ID = 1;
export const DEMO_RESTAURANT_ID = 2;
export const SECOND_RESTAURANT_ID = 3;

const NAMES = [
  'Portal de Comercios S.A.',
  'Restaurante La Casona de Doña Ana',
  'Soda El Guanacasteco',
  'Café Britt Escazú', 'Panadería Musmanni Curridabat', 'Farmacia La Bomba', 'Ferretería El Pochote',
  'Supermercado Los Ángeles', 'Marisquería Puerto Limón', 'Pizzería Nonna Rosa', 'Hotel Vista Arenal',
  'Tienda Ekono Heredia', 'Librería Universal Centro', 'Óptica Visión Clara', 'Veterinaria Patitas',
  'Gimnasio Energía Total', 'Floristería Jardín de Eva', 'Taller Automotriz Hermanos Solís',
  'Heladería Pops Sabana', 'Restaurante Mirador del Valle', 'Cevichería La Perla', 'Carnicería La Única',
  'Zapatería Moda Tica', 'Joyería Oro Fino', 'Bazar Las Palmas', 'Lavandería Burbujas', 'Spa Armonía',
  'Clínica Dental Sonrisas', 'Licorera El Roble', 'Pulpería La Esquina', 'Verdulería Don Chepe',
  'Cafetería Aroma Tarrazú', 'Restaurante Sabor Caribeño', 'Hostal Monteverde Verde', 'Tienda Deportiva Gol',
  'Papelería Escolar Ideas', 'Mueblería Madera Fina', 'Electrónica Chip', 'Boutique Mariposa',
  'Barbería Clásica', 'Sushi Nikko Rohrmoser', 'Tacos Ay Caramba', 'Panadería Trigo Dorado',
  'Soda Doña Lela', 'Restaurante El Fogón Criollo',
];

const ADDRESSES = [
  'San José, Barrio Escalante, 200 m este de la Iglesia Santa Teresita',
  'Heredia centro, costado norte del parque central',
  'Alajuela, Avenida 2, frente al Mercado Municipal',
  'Cartago, 100 m sur de la Basílica de los Ángeles',
  'Liberia, Guanacaste, contiguo al Banco Nacional',
  'Escazú, San Rafael, Centro Comercial Plaza Rolex, local 12',
  'Puntarenas, Paseo de los Turistas, 50 m oeste del muelle',
  'Limón centro, frente al Parque Vargas',
];

/**
 * The demo restaurants' fiscal identity: a cédula jurídica each (their documentNumber),
 * an address by the codes of mock-api/locations, establishment 001 and terminal 00001.
 */
const FISCAL: Record<number, Omit<MerchantFiscal, 'identificationNumber' | 'email' | 'commercialName'>> = {
  [DEMO_RESTAURANT_ID]: {
    legalName: 'Inversiones La Casona de Doña Ana Sociedad Anónima',
    identificationType: '02',
    // Heredia, Heredia, Heredia (centro)
    province: 4,
    canton: 1,
    district: 1,
    otherSigns: 'Costado norte del parque central, casa esquinera de dos plantas',
    establishment: '001',
    terminal: '00001',
  },
  [SECOND_RESTAURANT_ID]: {
    legalName: 'Sodas Guanacastecas del Pacífico Sociedad Anónima',
    identificationType: '02',
    // Alajuela, Alajuela, Alajuela (centro)
    province: 2,
    canton: 1,
    district: 1,
    otherSigns: 'Avenida 2, frente al Mercado Municipal, local 4',
    establishment: '001',
    terminal: '00001',
  },
};

const STOPWORDS = new Set(['la', 'el', 'los', 'las', 'de', 'del', 'y', 's', 'a']);

/** A plausible mail domain from the trade name: whole words, no accents or articles, at most 20 letters. */
const domainOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOPWORDS.has(word))
    .reduce((domain, word) => (domain && domain.length + word.length > 20 ? domain : domain + word), '');

export const seedMerchants = (r: Rng): Merchant[] =>
  NAMES.map((name, index) => {
    const id = index + 1;
    const restaurant = id === DEMO_RESTAURANT_ID || id === SECOND_RESTAURANT_ID || /Restaurante|Soda|Café|Pizzer|Sushi|Tacos|Cevich|Marisq/.test(name);
    const slug = domainOf(name);
    const terminal = String(10000000 + id * 7919).slice(0, 8);
    const automaticItbms = r.chance(0.8);
    const documentNumber = id === 1 ? '3101123456' : `3101${String(100000 + id * 137).slice(0, 6)}`;
    const fiscal = FISCAL[id];
    return {
      id,
      name,
      topId: terminal,
      topIdDol: String(Number(terminal) + 500000),
      status: id > 40 && id % 2 === 0 ? 'INA' : 'ACT',
      country_id: 1,
      merchant_code: `MC${String(id).padStart(6, '0')}`,
      automatic_itbms: automaticItbms,
      // a few merchants have no ITBMS configured yet: the back-office home panel reports them
      itbms: automaticItbms || id % 9 !== 0 ? 13 : null,
      terminal_id: terminal,
      terminal_id_dol: String(Number(terminal) + 500000),
      bank_id: r.int(1, 7),
      currency_code: r.chance(0.85) ? 188 : 840,
      terminalDefault: terminal,
      address: ADDRESSES[index % ADDRESSES.length],
      // one of Hacienda's list (mock-api/activities): the settings screens and their schema accept no other
      activityCode: restaurant ? RESTAURANT_ACTIVITY : r.pick(economicActivities()).code,
      // the demo restaurants issue electronic receipts (the second is in the simplified regime: none)
      electronicInvoice: r.chance(0.7) || fiscal !== undefined,
      executiveId: r.int(1, 4),
      monthlyRate: r.int(0, 3) * 5000,
      invoiceRate: r.int(0, 2) * 25,
      paymentRatePercentage: r.pick([2.5, 3, 3.5, 4]),
      maxLevel: 8,
      vat: 13,
      paymentEmail: `pagos@${slug}.cr`,
      documentNumber,
      companyTypeId: restaurant ? 1 : 2,
      transactionLimit: r.pick([500000, 1000000, 2500000, 5000000]),
      typeLegalId: id === 1 || r.chance(0.8) || fiscal ? 2 : 1,
      ecomId: `EC${String(id).padStart(5, '0')}`,
      ecomBankId: r.int(1, 2),
      topBankId: r.chance(0.5) ? 1 : 2,
      hasMerchantEcom: r.chance(0.4),
      hasMerchantTop: true,
      settlementCost: r.pick([0, 0, 500, 1000]),
      emailDeposit: `depositos@${slug}.cr`,
      image: `/logos/${id % 6}.png`,
      simplifiedRegime: id === SECOND_RESTAURANT_ID,
      tableService: restaurant,
      phone: `${r.pick(['2', '4', '8'])}${r.int(100, 999)}-${r.int(1000, 9999)}`,
      email: `info@${slug}.cr`,
      // The demo restaurant receives SINPE Móvil at the table; the second one does not
      ...(id === DEMO_RESTAURANT_ID ? { sinpePhone: '88887777' } : {}),
      ...(fiscal ? { fiscal: { ...fiscal, commercialName: name, identificationNumber: documentNumber, email: `facturas@${slug}.cr` } } : {}),
    };
  });
