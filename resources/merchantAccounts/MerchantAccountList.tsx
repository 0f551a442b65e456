import { FunctionField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { CatalogField } from '../../src/components/CatalogField';
import { BackToMerchants, ParentMerchantLine } from '../../src/components/ParentMerchantLine';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';
import { useCatalogs } from '../../src/components/useCatalogs';
import { useParentMerchant } from '../../src/components/useParentMerchant';
import { formatIban } from '../../src/domain/iban';
import type { MerchantAccountCatalogs } from './endpoints';

// `label` is read by the table for the column header.
const AccountActions = ({ basePath }: { basePath: string; label?: string }) => {
  const record = useRecordContext();
  return <RowActions editTo={record ? `${basePath}/${record.id}` : undefined} />;
};

/** A merchant's bank accounts (/merchants/:merchantId/accounts): one per currency. */
const MerchantAccountList = () => {
  const translate = useTranslate();
  const { merchantId, merchant, basePath } = useParentMerchant();
  const { data: catalogs } = useCatalogs<MerchantAccountCatalogs>('merchantAccounts');
  const accountsPath = `${basePath}/accounts`;
  return (
    <ResourceList
      title={translate('resources.merchantAccounts.list_title')}
      emptyText={translate('resources.merchantAccounts.empty')}
      filter={{ merchantId }}
      cardTitle="accountName"
      createTo={`${accountsPath}/create`}
      actions={<BackToMerchants />}
      aside={<ParentMerchantLine label={translate('resources.merchantAccounts.fields.merchantId')} name={merchant?.name} inset />}
    >
      <CatalogField source="currencyId" items={catalogs?.currencies} />
      <CatalogField source="countryId" items={catalogs?.countries} />
      <CatalogField source="bankCode" items={catalogs?.banks} />
      <CatalogField source="accountTypeId" items={catalogs?.accountTypes} />
      <FunctionField source="ibanAccount" render={(record) => <span style={{ whiteSpace: 'nowrap' }}>{formatIban(record.ibanAccount)}</span>} />
      <TextField source="accountName" />
      <AccountActions label="app.actions" basePath={accountsPath} />
    </ResourceList>
  );
};

export default MerchantAccountList;
