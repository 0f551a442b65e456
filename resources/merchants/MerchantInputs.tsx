import { ContactInputs } from './ContactInputs';
import { DepositInputs } from './DepositInputs';
import { FiscalInputs } from './FiscalInputs';
import { IdentificationInputs } from './IdentificationInputs';
import { InvoiceInputs } from './InvoiceInputs';
import { LogoInput } from './LogoInput';
import { RateInputs } from './RateInputs';
import { TerminalInputs } from './TerminalInputs';

/** Every merchant field of docs/spec-reference.md §3, in groups; shared by create and edit (which locks the identification). */
export const MerchantInputs = ({ locked = false }: { locked?: boolean }) => (
  <>
    <IdentificationInputs locked={locked} />
    <TerminalInputs />
    <RateInputs />
    <DepositInputs />
    <InvoiceInputs />
    <FiscalInputs />
    <ContactInputs />
    <LogoInput />
  </>
);
