import { useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { DecimalInput } from '../../src/components/DecimalInput';
import { crDate } from '../../src/domain/costaRicaTime';
import { lastRateDay } from '../../src/domain/rateDays';
import { RateDayInput } from './RateDayInput';
import { exchangeRateRequired as required, exchangeRateResolver } from './exchangeRateValidation';

/** 'Registrar tipo de cambio': a day (today by default, up to tomorrow) and BCCR's rate for it. */
const ExchangeRateCreate = () => {
  const translate = useTranslate();
  const now = Date.now();
  return (
    <CreateScreen resolver={exchangeRateResolver} title={translate('resources.exchangeRates.create_title')} successMessage={translate('resources.exchangeRates.created')} defaultValues={{ day: crDate(now) }}>
      <RateDayInput max={lastRateDay(now)} />
      <DecimalInput source="rate" validate={required.rate} helperText={translate('resources.exchangeRates.helpers.rate')} sx={{ width: 240 }} />
    </CreateScreen>
  );
};

export default ExchangeRateCreate;
