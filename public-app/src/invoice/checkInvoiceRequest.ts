import { invoiceReceiverProblemOf, type InvoiceReceiverProblem } from '../../../src/domain/invoiceReceiverMessages';
import type { InvoiceRequestDraft } from '../dinerSession';

export type InvoiceField = 'name' | 'identificationType' | 'identificationNumber' | 'email';
export type InvoiceProblems = Partial<Record<InvoiceField, InvoiceReceiverProblem>>;

/** The schema (and zod with it) loads only once the diner asks for a factura: the menu's first load stays small. */
const loadSchema = () => import('../../../src/schemas/invoiceReceiverSchema');

/** Starts loading the schema ahead of the first check (when the diner opens the form). */
export const preloadInvoiceCheck = () => {
  void loadSchema().catch(() => undefined);
};

/**
 * The diner's factura data checked with the API's own schema (src/schemas/invoiceReceiverSchema.ts):
 * each field's first problem by its key, for the diner's language (docTexts().invoiceProblems).
 */
export const checkInvoiceRequest = async (draft: InvoiceRequestDraft): Promise<InvoiceProblems> => {
  const { invoiceReceiverSchema } = await loadSchema();
  const result = invoiceReceiverSchema.safeParse({
    name: draft.name,
    identificationType: draft.identificationType,
    identificationNumber: draft.identificationNumber,
    email: draft.email,
  });
  const problems: InvoiceProblems = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as InvoiceField;
    problems[field] ??= invoiceReceiverProblemOf(issue.message);
  }
  return problems;
};

/** The receiver as the payment body carries it (the API keeps the identification's digits). */
export const receiverOf = (draft: InvoiceRequestDraft) =>
  draft.wanted
    ? { name: draft.name.trim(), identificationType: draft.identificationType, identificationNumber: draft.identificationNumber.trim(), email: draft.email.trim() }
    : undefined;
