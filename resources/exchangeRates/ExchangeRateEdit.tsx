import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { DecimalInput } from '../../src/components/DecimalInput';
import { EditScreen } from '../../src/components/ResourceForm';
import { shownDay } from './shownDay';
import { exchangeRateRequired as required, exchangeRateResolver } from './exchangeRateValidation';

/** The day a rate is for names the record: it is shown, not changed. */
const RateDay = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  return (
    <Typography sx={{ mb: 2 }}>
      {translate('resources.exchangeRates.fields.day')}: <strong>{record ? shownDay(String(record.day)) : ''}</strong>
    </Typography>
  );
};

/** Corrects today's or tomorrow's rate (the server refuses a past day's, in Spanish). */
const ExchangeRateEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={exchangeRateResolver} title={translate('resources.exchangeRates.edit_title')} successMessage={translate('resources.exchangeRates.updated')}>
      <RateDay />
      <DecimalInput source="rate" validate={required.rate} helperText={translate('resources.exchangeRates.helpers.rate')} sx={{ width: 240 }} />
    </EditScreen>
  );
};

export default ExchangeRateEdit;
