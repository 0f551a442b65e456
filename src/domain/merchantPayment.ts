import type { MerchantPaymentRow } from './wire/reports';

export type { MerchantPaymentRow };

type Kind = 'text' | 'count' | 'dollars' | 'colones' | 'date';

/**
 * The report's 17 data columns (every field but the row id), in the order the screen and the
 * CSV show them, with their Spanish headers. "Local" amounts are colones.
 */
export const PAYMENT_COLUMNS: { source: keyof MerchantPaymentRow; label: string; kind: Kind }[] = [
  { source: 'EMPRESA', label: 'Empresa', kind: 'text' },
  { source: 'CANTIDAD_PAGOS', label: 'Cantidad de pagos', kind: 'count' },
  { source: 'PAGADODOLARES', label: 'Pagado dólares', kind: 'dollars' },
  { source: 'PAGADO_COMISIONDOLARES', label: 'Comisión dólares', kind: 'dollars' },
  { source: 'PAGADO_ADELANTORENTADOLARES', label: 'Adelanto de renta dólares', kind: 'dollars' },
  { source: 'TOTALPAGODOLARES', label: 'Total pago dólares', kind: 'dollars' },
  { source: 'PAGADOLOCAL', label: 'Pagado colones', kind: 'colones' },
  { source: 'PAGADO_COMISIONLOCAL', label: 'Comisión colones', kind: 'colones' },
  { source: 'PAGADO_ADELANTORENTALOCAL', label: 'Adelanto de renta colones', kind: 'colones' },
  { source: 'TOTALPAGOLOCAL', label: 'Total pago colones', kind: 'colones' },
  { source: 'FECHA_CREACION', label: 'Fecha de creación', kind: 'date' },
  { source: 'ESTADO', label: 'Estado', kind: 'text' },
  { source: 'BANCO', label: 'Banco', kind: 'text' },
  { source: 'CUENTA_IBAN', label: 'Cuenta IBAN', kind: 'text' },
  { source: 'MONEDA', label: 'Moneda', kind: 'text' },
  { source: 'BATCHID', label: 'Lote', kind: 'text' },
  { source: 'ESTADO_BATCHID', label: 'Estado del lote', kind: 'text' },
];

/** The search box looks in the company and the IBAN (docs/spec-reference.md §2). */
export const PAYMENT_SEARCH_FIELDS = ['EMPRESA', 'CUENTA_IBAN'];
