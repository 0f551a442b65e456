import { useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { RewardInputs } from './RewardInputs';
import { rewardResolver } from './rewardValidation';

const RewardCreate = () => {
  const translate = useTranslate();
  return (
    <CreateScreen resolver={rewardResolver} title={translate('resources.rewards.create_title')} successMessage={translate('resources.rewards.created')} backTo="/loyalty/rewards">
      <RewardInputs />
    </CreateScreen>
  );
};

export default RewardCreate;
