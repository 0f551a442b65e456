import { NumberField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';
import type { Reward } from '../../src/domain/wire/loyalty';

// `label` is read by the table for the column header.
const RewardActions = (_props: { label?: string }) => {
  const record = useRecordContext<Reward>();
  return <RowActions editTo={record ? `/loyalty/rewards/${record.id}` : undefined} />;
};

/** docs/spec-reference.md §2 rewards: Recompensa, Puntos requeridos (/loyalty/rewards). */
const RewardList = () => {
  const translate = useTranslate();
  return (
    <ResourceList title={translate('resources.rewards.list_title')} emptyText={translate('resources.rewards.empty')} createTo="/loyalty/rewards/reward" cardTitle="recompensa">
      <TextField source="recompensa" />
      <NumberField source="requiere" locales="en-US" />
      <RewardActions label="app.actions" />
    </ResourceList>
  );
};

export default RewardList;
