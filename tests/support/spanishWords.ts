import type { Page } from 'playwright-core';

/**
 * Spanish words of the diner app's own texts (public-app/src/texts.ts, tab/tabTexts.ts,
 * order/summaryTexts.ts, receipt/documentTexts.ts and the order status names) that no English text
 * of the app writes: one of them on a page an English phone reads is Spanish that escaped the English
 * catalogues. Matched as whole words, case and accents as written: the English texts name a few legal
 * terms in Spanish in lower case after their English ('Electronic receipt (comprobante electrónico)',
 * 'Terms of sale (condición de venta)'), so the labels are listed as Spanish writes a label, capitalised.
 * Left out on purpose: words English writes alike ('Total', 'Subtotal', 'No', 'OK', 'CVV', 'CABYS',
 * 'SINPE Móvil') and the legal names the English texts keep ('Factura Electrónica', 'Tiquete Electrónico',
 * 'Hacienda', 'cédula'). tests/unit/spanishWords.test.ts holds every English catalogue to this list.
 */
export const SPANISH_WORDS = [
  // the menu and the cart
  'Menú', 'Continuar', 'Agregar', 'Quitar', 'Cantidad', 'Agotado', 'Mesa', 'Cargando', 'Reintentar', 'Precios', 'incluido',
  'incluidos', 'Alérgenos', 'Dietas', 'Filtrar', 'producto', 'productos', 'Obligatorio', 'Opcional', 'Falta elegir',
  // the summary and the receipt
  'Resumen', 'Pedido', 'pedido', 'Detalles', 'Comentarios', 'Atrás', 'Enviando', 'Confirmar', 'Fecha', 'Producto', 'Cant.',
  'Precio', 'Otros cargos', 'servicio', 'Servicio', 'Guardar', 'Cancelar', 'cancelar', 'segundos', 'Ir al', 'orden', 'Recibido',
  'En preparación', 'Listo', 'Entregado', 'Cancelado', 'Estado', 'Sí', 'Nota para la cocina', 'Agregar nota',
  // the table's bill and its payment
  'Cuenta', 'cuenta', 'Llamar', 'mesero', 'Pagado', 'Por confirmar', 'Por pagar', 'Propina', 'propina', 'Propinas', 'Pagos',
  'Efectivo', 'Confirmado', 'Rechazado', 'Pagar', 'pagar', 'Todo', 'Partes iguales', 'Otro monto', 'Dividir',
  'personas', 'Sin propina', 'Otra', 'Forma de pago', 'Copiar', 'Total a cobrar', 'Elija', 'Volver',
  'Su nombre', 'Pago', 'pago',
  // the card form
  'Digite', 'Monto', 'Tarjeta', 'tarjeta', 'Procesando', 'Nombre', 'Número', 'Vencimiento', 'TITULAR', 'Validando',
  // the voucher
  'Transacción', 'transacción', 'Aprobado', 'Devolución', 'Marca', 'Autorización', 'Referencia', 'Factura N.º', 'Gracias',
  'Teléfono', 'Correo', 'correo', 'Idioma', 'Comprobante', 'Ver', 'Enviar', 'Descargar', 'Imprimir', 'Tipo', 'Clave',
  'Consecutivo', 'Estado en Hacienda', 'Aceptado', 'Pendiente',
  // the printable page
  'Emisor', 'Receptor', 'Identificación', 'Fecha de emisión', 'Detalle', 'Precio unitario', 'Venta neta', 'IVA', 'Medio de pago',
  'Condición de venta', 'Contado', 'Tipo de cambio', 'Razón', 'Situación', 'Emitido',
];

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = SPANISH_WORDS.map((word) => [word, new RegExp(`(^|[^\\p{L}])${escaped(word)}([^\\p{L}]|$)`, 'u')] as const);

/** The words of SPANISH_WORDS a text holds, each once. */
export const spanishIn = (text: string) => patterns.filter(([, pattern]) => pattern.test(text)).map(([word]) => word);

/**
 * Spanish words on a page an English phone reads: its title, its visible text and what screen readers and
 * tooltips say (aria-label, title, placeholder, alt), leaving out what is Spanish on purpose
 * (docs/departures.md, 'No Spanish on an English phone'): the legal document's own content, marked
 * `data-legal`, and names the merchant wrote, marked `translate="no"` (the restaurant's and the
 * table's names, its address, a dish with no English name).
 */
export const spanishOn = async (page: Page) => {
  const text = await page.evaluate(() => {
    const kept = (element: Element) => !element.closest('[data-legal], [translate="no"]');
    const visible: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !kept(parent) || !node.textContent?.trim()) continue;
      // what is drawn: an element hidden by CSS (a closed accordion's body, a print-only line) is not read
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      visible.push(node.textContent);
    }
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')]
      .filter(kept)
      .flatMap((element) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''));
    // the tab's title too; form controls' values are typed by the diner, not the app's: not read
    return [document.title, ...visible, ...attributes].join('\n');
  });
  return spanishIn(text);
};
