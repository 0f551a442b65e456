import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PercentIcon from '@mui/icons-material/Percent';
import { Chip } from '@mui/material';
import { Button, FunctionField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';
import { MERCHANT_PAGE_SIZE } from './endpoints';
import { MerchantStatusButton } from './MerchantStatusButton';

/** 'Tarifas' and 'Cuentas': the merchant's own lists. */
const NestedLinks = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      <Button component={Link} to={`/merchants/${record.id}/tariffs`} label="resources.merchants.actions.tariffs">
        <PercentIcon />
      </Button>
      <Button component={Link} to={`/merchants/${record.id}/accounts`} label="resources.merchants.actions.accounts">
        <AccountBalanceWalletIcon />
      </Button>
    </>
  );
};

// docs/spec-reference.md §2: Estado is 'Activo' for ACT, anything else 'Inactivo'.
const StatusField = (_props: { source: string; sortable?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const active = record?.status === 'ACT';
  return <Chip size="small" color={active ? 'success' : 'default'} label={translate(`resources.merchants.status.${active ? 'ACT' : 'INA'}`)} />;
};

/** docs/spec-reference.md §2 merchant list: server pages of 15, 'Buscar' by name over every page. */
const MerchantList = () => {
  const translate = useTranslate();
  return (
    <ResourceList title={translate('resources.merchants.list_title')} emptyText={translate('resources.merchants.empty')} perPage={MERCHANT_PAGE_SIZE}>
      <TextField source="name" sortable={false} />
      <TextField source="topId" sortable={false} />
      <FunctionField source="topIdDol" sortable={false} render={(record) => record.topIdDol || '—'} />
      <StatusField source="status" sortable={false} />
      <RowActions
        label="app.actions"
        after={
          <>
            <NestedLinks />
            <MerchantStatusButton />
          </>
        }
      />
    </ResourceList>
  );
};

export default MerchantList;
