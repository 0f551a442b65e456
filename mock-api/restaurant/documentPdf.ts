import { createRequire } from 'node:module';
import type PdfMakeModule from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { electronicDocumentMessages as text } from '../../src/domain/electronicDocumentMessages';
import { formatMoney } from '../../src/domain/money';
import type { DocumentParty, PrintableDocument } from '../../src/domain/wire/printableDocument';

/**
 * The PDF of a document's printable representation, the one the diner's page draws
 * (public-app/src/receipt/PrintableDocumentPage.tsx), from the same answer
 * (mock-api/restaurant/printableDocument.ts): sent with the document's e-mail and served at
 * GET /invoice/{voucherId}/pdf. In Spanish, the document's legal language (docs/departures.md).
 * pdfmake lays it out with the Roboto it ships; it reads no file and no address beyond those fonts.
 */
const require = createRequire(import.meta.url);
const font = (name: string) => require.resolve(`pdfmake/fonts/Roboto/Roboto-${name}.ttf`);
const FONTS = { Roboto: { normal: font('Regular'), bold: font('Medium'), italics: font('Italic'), bolditalics: font('MediumItalic') } };
const allowedFonts = new Set(Object.values(FONTS.Roboto));

/**
 * pdfmake (and the PDFKit under it) loaded with the first PDF, not when the API starts: its modules
 * took about 0.4 s of every start's CPU, and most starts (a test's API, a restart) make no PDF.
 */
type PdfMake = typeof PdfMakeModule;
let loaded: Promise<PdfMake> | undefined;
const pdfmakeReady = () =>
  (loaded ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts(FONTS);
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => allowedFonts.has(path));
    return pdfmake;
  }));

/** FechaEmision as a person reads it: 14/05/2026 12:30 (the document's own Costa Rica time). */
const localDate = (issuedAt: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(issuedAt);
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}:${match[5]}` : issuedAt;
};
const grouped = (clave: string) => clave.replace(/(\d{5})(?=\d)/g, '$1 ');

const party = (title: string, who: DocumentParty, extra?: string): Content => ({
  stack: [
    { text: title, style: 'label' },
    { text: who.name, bold: true },
    ...(who.commercialName ? [{ text: who.commercialName }] : []),
    { text: `${text.identification}: ${text.invoiceIdTypes[who.identificationType] ?? who.identificationType} ${who.identificationNumber}` },
    ...(extra ? [{ text: extra }] : []),
    ...(who.email ? [{ text: who.email }] : []),
  ],
});

export const documentPdfDefinition = (printable: PrintableDocument): TDocumentDefinitions => {
  const { content } = printable;
  // Roboto has no colón sign (₡): the PDF writes the ISO code instead
  const money = (amount: number) => formatMoney(amount, content.currency === 'CRC' ? 188 : 840).replace('₡', 'CRC ');
  const sum = (label: string, amount: number, bold = false): TableCell[] => [{ text: label, colSpan: 4, alignment: 'right', bold }, {}, {}, {}, { text: money(amount), alignment: 'right', bold }];
  const title = text.documentTypes[printable.type];
  return {
    info: { title: `${title} ${content.consecutivo}`, subject: content.clave },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: { title: { fontSize: 15, bold: true }, label: { fontSize: 8, color: '#555555', bold: true } },
    content: [
      { text: title, style: 'title' },
      { text: text.documentNumber(printable.type, content.consecutivo), bold: true, margin: [0, 2, 0, 0] },
      { text: `${text.issuedAt}: ${localDate(content.issuedAt)}` },
      ...(printable.situacion === '3' ? [{ text: [{ text: `${text.offline}. `, bold: true }, text.offlineNote], margin: [0, 4, 0, 0], color: '#8a4b00' } as Content] : []),
      ...(printable.situacion === '2' ? [{ text: text.contingency, bold: true, margin: [0, 4, 0, 0] } as Content] : []),
      {
        columns: [
          party(text.issuer, content.issuer, [printable.issuerAddress, content.issuer.otherSigns].filter(Boolean).join(' · ')),
          content.receiver ? party(text.receiver, content.receiver) : { text: '' },
        ],
        columnGap: 16,
        margin: [0, 10, 0, 10],
      },
      {
        table: {
          headerRows: 1,
          widths: [30, '*', 70, 40, 70],
          body: [
            [text.quantity, text.detail, text.unitPrice, text.taxRate, text.lineTotal].map((header, index) => ({ text: header, bold: true, alignment: index === 1 ? 'left' : 'right' })),
            ...content.lines.map((line): TableCell[] => [
              { text: String(line.quantity), alignment: 'right' },
              { stack: [line.detail, { text: `${text.cabys} ${line.cabys}`, fontSize: 7, color: '#555555' }] },
              { text: money(line.unitPrice), alignment: 'right' },
              { text: `${line.taxRate} %`, alignment: 'right' },
              { text: money(line.lineTotal), alignment: 'right' },
            ]),
            sum(text.netSale, content.netSale),
            ...printable.taxByRate.map((entry) => sum(text.taxAtRate(entry.rate), entry.tax)),
            ...(content.otherCharges > 0 ? [sum(text.otherCharges, content.otherCharges)] : []),
            sum(text.total, content.total, true),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: `${text.saleCondition}: ${text.saleConditions[content.saleCondition] ?? content.saleCondition}`, margin: [0, 8, 0, 0] },
      { text: `${text.paymentMethod}: ${content.payments.map((code) => text.paymentMethods[code] ?? code).join(', ')}` },
      ...(content.currency !== 'CRC' ? [{ text: text.exchangeRate(formatMoney(content.exchangeRate, 188)) } as Content] : []),
      ...(content.reference
        ? [
            {
              stack: [
                { text: text.referenceHeadings[content.reference.code] ?? text.referenceCode(content.reference.code), bold: true },
                ...(printable.partial ? [{ text: text.partialCredit }] : []),
                { text: `${text.documentTypes[content.reference.type] ?? content.reference.type} · ${localDate(content.reference.issuedAt)} · ${text.referenceCode(content.reference.code)}` },
                { text: grouped(content.reference.clave) },
                { text: `${text.reason}: ${content.reference.reason}` },
              ],
              margin: [0, 8, 0, 0],
            } as Content,
          ]
        : []),
      {
        columns: [
          { qr: content.clave, fit: 96, width: 110 },
          {
            stack: [
              { text: text.clave, style: 'label' },
              { text: grouped(content.clave) },
              { text: text.consecutivo, style: 'label', margin: [0, 4, 0, 0] },
              { text: content.consecutivo },
              { text: `${text.documentState}: ${text.documentStates[printable.status]}`, margin: [0, 4, 0, 0] },
            ],
          },
        ],
        margin: [0, 12, 0, 0],
      },
      { text: text.resolution, fontSize: 7, color: '#555555', margin: [0, 12, 0, 0] },
    ],
  };
};

/** The PDF's bytes (they start with %PDF). */
export const documentPdf = async (printable: PrintableDocument): Promise<Buffer> => {
  const created = (await pdfmakeReady()).createPdf(documentPdfDefinition(printable));
  return Buffer.from(await created.getBuffer());
};
