/**
 * The Spanish of an electronic document's printable representation (representación gráfica): the
 * diner's page (public-app/src/receipt/documentTexts.ts spreads it; English there, key for key) and
 * the PDF the mock API e-mails (mock-api/restaurant/documentPdf.ts) say the same words. Names of
 * codes follow the v4.4 schemas (mock-api/receipts/xsd/).
 */
export const electronicDocumentMessages = {
  documentTypes: { '01': 'Factura Electrónica', '03': 'Nota de Crédito Electrónica', '04': 'Tiquete Electrónico' } as Record<string, string>,
  /** The document's one number: its consecutivo, named by its real type ('Tiquete Electrónico N.º 00100001040000000001'). */
  documentNumber: (type: string, consecutivo: string) => `${electronicDocumentMessages.documentTypes[type] ?? 'Comprobante electrónico'} N.º ${consecutivo}`,
  clave: 'Clave',
  consecutivo: 'Consecutivo',
  issuer: 'Emisor',
  receiver: 'Receptor',
  identification: 'Identificación',
  invoiceIdTypes: { '01': 'Cédula física', '02': 'Cédula jurídica', '03': 'DIMEX', '04': 'NITE' } as Record<string, string>,
  issuedAt: 'Fecha de emisión',
  quantity: 'Cant.',
  detail: 'Detalle',
  unitPrice: 'Precio unitario',
  lineTotal: 'Total',
  cabys: 'CABYS',
  taxRate: 'IVA',
  netSale: 'Venta neta',
  /** One line of the IVA per rate: 'IVA 13 %', 'IVA 0 %' (tarifa 0 %, not an exemption: mock-api/receipts/ivaRates.ts). */
  taxAtRate: (rate: number) => `IVA ${rate} %`,
  otherCharges: 'Servicio 10 %',
  total: 'Total',
  paymentMethod: 'Medio de pago',
  paymentMethods: { '01': 'Efectivo', '02': 'Tarjeta', '04': 'Transferencia', '06': 'SINPE Móvil' } as Record<string, string>,
  saleCondition: 'Condición de venta',
  saleConditions: { '01': 'Contado', '02': 'Crédito', '03': 'Consignación', '04': 'Apartado' } as Record<string, string>,
  // a document in dollars states Hacienda's TipoCambio (colones per dollar)
  exchangeRate: (rate: string) => `Tipo de cambio: ${rate} por dólar`,
  /** InformacionReferencia: how a nota de crédito refers to its document, by Codigo (the v4.4 schema's list). */
  referenceHeadings: {
    '01': 'Anula el documento',
    '02': 'Corrige el texto del documento',
    '04': 'Referencia a otro documento',
    '05': 'Sustituye el comprobante provisional por contingencia',
    '06': 'Devolución de mercancía',
    '07': 'Sustituye el comprobante electrónico',
    '99': 'Otros',
  } as Record<string, string>,
  /** A nota de crédito for part of its document (any code but 01). */
  partialCredit: 'Corrige parcialmente el documento: acredita solo las líneas de esta nota.',
  referenceCode: (code: string) => `Código de referencia ${code}`,
  reason: 'Razón',
  documentState: 'Estado en Hacienda',
  documentStates: { pendiente: 'Pendiente de envío', recibido: 'Recibido', aceptado: 'Aceptado', rechazado: 'Rechazado' } as Record<string, string>,
  /** Situación 3 of the clave: issued while Hacienda could not be reached. */
  offline: 'Situación 3: emitido sin internet',
  offlineNote: 'Emitido mientras no había conexión con Hacienda; se envió al restablecerse.',
  contingency: 'Situación 2: emitido en contingencia',
  resolution: 'Emitido conforme a la resolución MH-DGT-RES-0027-2024 de la Dirección General de Tributación.',
};
