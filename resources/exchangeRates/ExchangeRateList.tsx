import { Typography } from '@mui/material';
import { FunctionField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';
import { rateDayCorrectable } from '../../src/domain/rateDays';
import { formatMoney } from '../../src/domain/money';
import type { ExchangeRate } from '../../src/domain/wire/exchangeRate';
import { shownDay } from './shownDay';

/**
 * A row's actions: 'Editar' for today's and tomorrow's rate only; a past day's stays as that day's
 * documents state it (the server refuses it too: mock-api/routes/exchangeRate.ts). `label` names the column.
 */
const RateActions = (_: { label?: string }) => {
  const record = useRecordContext<ExchangeRate>();
  return <RowActions canDelete={false} canEdit={record !== undefined && rateDayCorrectable(record.day, Date.now())} />;
};

/** 'Tipos de cambio': the newest day first; a rate is corrected, never deleted (documents state it). */
const ExchangeRateList = () => {
  const translate = useTranslate();
  return (
    <ResourceList
      title={translate('resources.exchangeRates.list_title')}
      emptyText={translate('resources.exchangeRates.empty')}
      cardTitle="day"
      sort={{ field: 'day', order: 'DESC' }}
      aside={<Typography sx={{ px: 2, pt: 1, maxWidth: 900 }} color="text.secondary">{translate('resources.exchangeRates.explanation')}</Typography>}
    >
      <FunctionField source="day" render={(record: ExchangeRate) => shownDay(record.day)} />
      <FunctionField source="rate" render={(record: ExchangeRate) => formatMoney(record.rate)} />
      <TextField source="enteredBy" />
      <RateActions label="app.actions" />
    </ResourceList>
  );
};

export default ExchangeRateList;
