import { create } from 'xmlbuilder2';
import type { DocumentContent } from '../../src/domain/wire/printableDocument';

/**
 * Hacienda's answer to a document (MensajeHacienda v4.4), as its reception returns it and as the
 * document's e-mail carries it beside the signed XML: the clave, who issued it and to whom, the
 * verdict (Mensaje 1 aceptado, 3 rechazado), its detail and the document's tax and total. The real
 * one is signed by Hacienda; the simulated reception's (receptionSimulator.ts) is not
 * (docs/departures.md).
 */
export const MENSAJE_HACIENDA_NAMESPACE = 'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/mensajeHacienda';

const amount = (value: number) => value.toFixed(5);

export const haciendaAnswerXml = (content: DocumentContent, answer: { status: 'aceptado' | 'rechazado'; message: string }) =>
  create({ version: '1.0', encoding: 'utf-8' }, {
    MensajeHacienda: {
      '@xmlns': MENSAJE_HACIENDA_NAMESPACE,
      Clave: content.clave,
      NombreEmisor: content.issuer.name,
      TipoIdentificacionEmisor: content.issuer.identificationType,
      NumeroCedulaEmisor: content.issuer.identificationNumber,
      ...(content.receiver
        ? { NombreReceptor: content.receiver.name, TipoIdentificacionReceptor: content.receiver.identificationType, NumeroCedulaReceptor: content.receiver.identificationNumber }
        : {}),
      Mensaje: answer.status === 'aceptado' ? '1' : '3',
      DetalleMensaje: answer.message,
      MontoTotalImpuesto: amount(content.tax),
      TotalFactura: amount(content.total),
    },
  }).end({ prettyPrint: false });
