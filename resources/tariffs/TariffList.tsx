import { TextField, useRecordContext, useTranslate } from 'react-admin';
import { CatalogField } from '../../src/components/CatalogField';
import { BackToMerchants, ParentMerchantLine } from '../../src/components/ParentMerchantLine';
import { PercentField } from '../../src/components/PercentField';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';
import { useCatalogs } from '../../src/components/useCatalogs';
import { useParentMerchant } from '../../src/components/useParentMerchant';
import type { TariffCatalogs } from './endpoints';

// `label` is read by the table for the column header.
const TariffActions = ({ basePath }: { basePath: string; label?: string }) => {
  const record = useRecordContext();
  return <RowActions editTo={record ? `${basePath}/${record.id}` : undefined} />;
};

/** A merchant's tariffs (/merchants/:merchantId/tariffs). */
const TariffList = () => {
  const translate = useTranslate();
  const { merchantId, merchant, basePath } = useParentMerchant();
  const { data: catalogs } = useCatalogs<TariffCatalogs>('tariffs');
  const tariffsPath = `${basePath}/tariffs`;
  return (
    <ResourceList
      title={translate('resources.tariffs.list_title')}
      emptyText={translate('resources.tariffs.empty')}
      filter={{ merchantId }}
      cardTitle="description"
      createTo={`${tariffsPath}/create`}
      actions={<BackToMerchants />}
      aside={<ParentMerchantLine label={translate('resources.tariffs.fields.merchantId')} name={merchant?.name} inset />}
    >
      <CatalogField source="paymentTypeId" items={catalogs?.paymentTypes} />
      <CatalogField source="brandId" items={catalogs?.brands} />
      <CatalogField source="bankId" items={catalogs?.banks} />
      <CatalogField source="currencyId" items={catalogs?.currencies} />
      <CatalogField source="channelId" items={catalogs?.channels} />
      <TextField source="description" />
      <PercentField source="commission" />
      <PercentField source="advanceRent" />
      <PercentField source="service" />
      <TariffActions label="app.actions" basePath={tariffsPath} />
    </ResourceList>
  );
};

export default TariffList;
