import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { RewardInputs } from './RewardInputs';
import { rewardResolver } from './rewardValidation';

const RewardEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={rewardResolver} title={translate('resources.rewards.edit_title')} successMessage={translate('resources.rewards.updated')} backTo="/loyalty/rewards">
      <RewardInputs />
    </EditScreen>
  );
};

export default RewardEdit;
