import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IDENTIFICATION_TYPES } from '../../src/domain/fiscalIdentification';
import { invoiceReceiverSchema, type InvoiceReceiverInput } from '../../src/schemas/invoiceReceiverSchema';

type Field = keyof InvoiceReceiverInput;
const FIELDS: Field[] = ['name', 'identificationType', 'identificationNumber', 'email'];

/** The cash dialog's factura: asked for or not, and its receiver as staff type it. */
export interface CashInvoiceDraft {
  wanted: boolean;
  receiver: InvoiceReceiverInput;
  problems: Partial<Record<Field, string>>;
}

export const NO_CASH_INVOICE: CashInvoiceDraft = { wanted: false, receiver: { name: '', identificationType: '01', identificationNumber: '', email: '' }, problems: {} };

/**
 * The receiver the cash payment's body carries, checked with the API's own schema
 * (src/schemas/invoiceReceiverSchema.ts): `receiver` undefined when none is asked for, `problems`
 * by field when what staff typed would be refused.
 */
export const checkCashInvoice = (draft: CashInvoiceDraft): { receiver?: InvoiceReceiverInput; problems: CashInvoiceDraft['problems'] } => {
  if (!draft.wanted) return { problems: {} };
  const result = invoiceReceiverSchema.safeParse(draft.receiver);
  if (result.success) return { receiver: draft.receiver, problems: {} };
  const problems: CashInvoiceDraft['problems'] = {};
  for (const issue of result.error.issues) problems[issue.path[0] as Field] ??= issue.message;
  return { problems };
};

/**
 * 'Factura electrónica a nombre del cliente' in the board's cash dialog: a diner paying cash asks
 * the waiter, who types the receiver here (docs/departures.md); the cash's receipt is then a factura.
 */
export const CashInvoiceFields = ({ draft, onChange }: { draft: CashInvoiceDraft; onChange: (draft: CashInvoiceDraft) => void }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.orders.tables.cash_invoice${key}`);
  const set = (field: Field, value: string) => onChange({ ...draft, receiver: { ...draft.receiver, [field]: value }, problems: { ...draft.problems, [field]: undefined } });
  const props = (field: Field) => ({
    name: `invoice-${field}`,
    fullWidth: true,
    margin: 'dense' as const,
    label: t(`_${field}`),
    value: draft.receiver[field],
    error: !!draft.problems[field],
    helperText: draft.problems[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  return (
    <Stack sx={{ mt: 1 }}>
      <FormControlLabel control={<Checkbox checked={draft.wanted} onChange={(event) => onChange({ ...draft, wanted: event.target.checked, problems: {} })} />} label={t('')} />
      {draft.wanted &&
        FIELDS.map((field) =>
          field === 'identificationType' ? (
            <TextField key={field} select {...props(field)}>
              {IDENTIFICATION_TYPES.map((type) => (
                <MenuItem key={type.code} value={type.code}>
                  {type.description}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField key={field} {...props(field)} inputMode={field === 'identificationNumber' ? 'numeric' : field === 'email' ? 'email' : 'text'} />
          ),
        )}
    </Stack>
  );
};
