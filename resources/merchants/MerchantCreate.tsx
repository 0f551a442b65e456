import { useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { CRC } from '../../src/domain/money';
import { MerchantInputs } from './MerchantInputs';
import { merchantSaveError } from './merchantSaveError';
import { useMerchantResolver } from './merchantValidation';

/** A new merchant starts in Costa Rica, in colones, with bank 1 as acquirer and the usual VAT. */
const DEFAULTS = {
  country_id: 1,
  currency_code: CRC,
  topBankId: 1,
  ecomBankId: 1,
  hasMerchantTop: true,
  hasMerchantEcom: false,
  automatic_itbms: true,
  electronicInvoice: true,
  simplifiedRegime: false,
  tableService: false,
  vat: 13,
  maxLevel: 8,
  monthlyRate: 0,
  invoiceRate: 0,
};

const MerchantCreate = () => {
  const translate = useTranslate();
  const resolver = useMerchantResolver();
  return (
    <CreateScreen
      resolver={resolver}
      title={translate('resources.merchants.create_title')}
      successMessage={translate('resources.merchants.created')}
      defaultValues={DEFAULTS}
      onSaveError={merchantSaveError}
    >
      <MerchantInputs />
    </CreateScreen>
  );
};

export default MerchantCreate;
