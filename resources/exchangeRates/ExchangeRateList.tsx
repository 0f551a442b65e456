import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { FunctionField, TextField, useListContext, useRecordContext, useTranslate } from 'react-admin';
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
  return <RowActions canDelete={false} canEdit={record !== undefined && editable(record)} />;
};

const editable = (record: ExchangeRate) => rateDayCorrectable(record.day, Date.now());

/**
 * Says whether a row of the page shown may be edited: rendered inside the list (its data lives
 * there), while the columns are chosen outside it, so a page of past days has no 'Acciones' column
 * of empty cells.
 */
const EditableRows = ({ onChange }: { onChange: (any: boolean) => void }) => {
  const { data } = useListContext<ExchangeRate & { id: string }>();
  const any = (data ?? []).some(editable);
  useEffect(() => onChange(any), [any, onChange]);
  return null;
};

/** 'Tipos de cambio': the newest day first; a rate is corrected, never deleted (documents state it). */
const ExchangeRateList = () => {
  const translate = useTranslate();
  const [anyEditable, setAnyEditable] = useState(false);
  return (
    <ResourceList
      title={translate('resources.exchangeRates.list_title')}
      emptyText={translate('resources.exchangeRates.empty')}
      cardTitle="day"
      sort={{ field: 'day', order: 'DESC' }}
      aside={
        <>
          <Typography sx={{ px: 2, pt: 1, maxWidth: 900 }} color="text.secondary">{translate('resources.exchangeRates.explanation')}</Typography>
          <EditableRows onChange={setAnyEditable} />
        </>
      }
    >
      <FunctionField source="day" render={(record: ExchangeRate) => shownDay(record.day)} />
      <FunctionField source="rate" render={(record: ExchangeRate) => formatMoney(record.rate)} />
      <TextField source="enteredBy" />
      {anyEditable && <RateActions label="app.actions" />}
    </ResourceList>
  );
};

export default ExchangeRateList;
