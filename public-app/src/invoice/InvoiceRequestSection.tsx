import { useCallback, useRef, useState } from 'react';
import { IDENTIFICATION_TYPES } from '../../../src/domain/fiscalIdentification';
import { currentInvoiceRequest, setInvoiceRequest, useDinerSession } from '../dinerSession';
import { checkInvoiceRequest, preloadInvoiceCheck, type InvoiceField, type InvoiceProblems } from './checkInvoiceRequest';
import { docTexts } from '../receipt/documentTexts';

const FIELDS: InvoiceField[] = ['name', 'identificationType', 'identificationNumber', 'email'];

/**
 * The factura's check on the receipt: a field's problem shows once the diner has left it, every
 * field's once they try to pay. `checkAll` answers whether the payment may go on (true when no
 * factura is asked for) and puts the focus on the first field to correct.
 */
export const useInvoiceRequestCheck = () => {
  const [problems, setProblems] = useState<InvoiceProblems>({});
  const [touched, setTouched] = useState<ReadonlySet<InvoiceField>>(new Set());
  const formRef = useRef<HTMLDivElement>(null);

  // each check answers later: only the latest one started may show its problems. The fields left
  // show as left with that answer, not before: marked at once, a field showed for a moment the
  // problem of the value it had at the previous check, and the page moved under the diner's tap on 'Pagar'
  const lastCheck = useRef(0);
  const left = useRef(new Set<InvoiceField>());
  const check = useCallback(async () => {
    const mine = ++lastCheck.current;
    const found = await checkInvoiceRequest(currentInvoiceRequest());
    if (mine === lastCheck.current) {
      setProblems(found);
      setTouched(new Set(left.current));
    }
    return found;
  }, []);

  const touch = useCallback(
    async (field: InvoiceField) => {
      left.current.add(field);
      await check();
    },
    [check],
  );

  const checkAll = useCallback(async () => {
    if (!currentInvoiceRequest().wanted) return true;
    for (const field of FIELDS) left.current.add(field);
    const found = await check();
    setTouched(new Set(FIELDS));
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="invoice-${first}"]`)?.focus();
    return !first;
  }, [check]);

  const shown: InvoiceProblems = Object.fromEntries(FIELDS.filter((field) => touched.has(field) && problems[field]).map((field) => [field, problems[field]]));
  return { problems: shown, touch, checkAll, formRef };
};

type Check = ReturnType<typeof useInvoiceRequestCheck>;

/**
 * '¿Necesita factura a su nombre?' on the receipt, before paying: name, identification
 * type and number, e-mail. Asked before the payment so that the payment issues the Factura
 * Electrónica itself, instead of a tiquete that a nota de crédito would then have to cancel.
 */
export const InvoiceRequestSection = ({ check, disabled }: { check: Check; disabled: boolean }) => {
  const { invoiceRequest: draft } = useDinerSession();
  const { problems, touch, formRef } = check;

  const field = (name: InvoiceField) => {
    const problem = problems[name];
    return {
      name: `invoice-${name}`,
      value: draft[name],
      disabled,
      onChange: (event: { target: { value: string } }) => setInvoiceRequest({ [name]: event.target.value }),
      onBlur: () => void touch(name),
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `invoice-${name}-problem` : undefined,
    };
  };
  const problemOf = (name: InvoiceField) =>
    problems[name] ? (
      <span className="field-problem" id={`invoice-${name}-problem`} role="alert">
        {docTexts().invoiceProblems[problems[name]]}
      </span>
    ) : null;

  return (
    <section className="invoice-request no-print" aria-label={docTexts().invoiceQuestion}>
      <label className="check-row">
        <input
          type="checkbox"
          checked={draft.wanted}
          disabled={disabled}
          onChange={(event) => {
            setInvoiceRequest({ wanted: event.target.checked });
            if (event.target.checked) preloadInvoiceCheck();
          }}
        />
        <span>{docTexts().invoiceQuestion}</span>
      </label>
      {draft.wanted && (
        <div className="invoice-fields" ref={formRef}>
          <p className="invoice-hint">{docTexts().invoiceHint}</p>
          <label className="field">
            <span>{docTexts().invoiceName}</span>
            <input type="text" autoComplete="name" maxLength={100} {...field('name')} />
            {problemOf('name')}
          </label>
          <label className="field">
            <span>{docTexts().invoiceIdType}</span>
            <select {...field('identificationType')}>
              <option value="">{docTexts().invoiceIdTypeChoose}</option>
              {IDENTIFICATION_TYPES.map((type) => (
                <option key={type.code} value={type.code}>
                  {docTexts().invoiceIdTypes[type.code]}
                </option>
              ))}
            </select>
            {problemOf('identificationType')}
          </label>
          <label className="field">
            <span>{docTexts().invoiceIdNumber}</span>
            <input type="text" inputMode="numeric" autoComplete="off" maxLength={25} spellCheck={false} {...field('identificationNumber')} />
            {problemOf('identificationNumber')}
          </label>
          <label className="field">
            <span>{docTexts().invoiceEmail}</span>
            <input type="email" autoComplete="email" maxLength={160} spellCheck={false} {...field('email')} />
            {problemOf('email')}
          </label>
        </div>
      )}
    </section>
  );
};
