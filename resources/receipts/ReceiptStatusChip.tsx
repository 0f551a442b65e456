import { Chip } from '@mui/material';
import { RECEIPT_STATUS_LABELS } from '../../src/domain/receiptMessages';
import type { ElectronicDocumentStatus } from '../../src/domain/wire/electronicDocument';

const COLORS = { pendiente: 'warning', recibido: 'info', aceptado: 'success', rechazado: 'error' } as const;

/** Where Hacienda's reception stands with a document, in words and colour. */
export const ReceiptStatusChip = ({ status }: { status: ElectronicDocumentStatus }) => (
  <Chip size="small" variant="outlined" color={COLORS[status]} label={RECEIPT_STATUS_LABELS[status]} />
);
