import qrcode from 'qrcode-generator';
import { inventoryMessages as text } from '../../src/domain/inventoryMessages';
import type { Mail } from '../outbox';
import type { LoyaltyClientRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';

/** The member's card by mail: its number, and a QR code of the number the till can scan. */
export const loyaltyCardMail = (client: LoyaltyClientRecord, merchant: Merchant | undefined): Mail => {
  const qr = qrcode(0, 'M');
  qr.addData(client.loyaltyMemberId);
  qr.make();
  return {
    to: client.correo,
    subject: text.cardMailSubject,
    body: `Hola ${client.nombre}: su tarjeta de cliente frecuente${merchant ? ` de ${merchant.name}` : ''} es la número ${client.loyaltyMemberId}. Muestre el código QR adjunto al pagar para acumular puntos.`,
    qrSvg: qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true }),
  };
};
