import PauseCircleIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutline';
import { useState } from 'react';
import { Button, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFeedback } from '../../src/components/FeedbackProvider';
import { MessageDialog } from '../../src/components/MessageDialog';
import type { PortalDataProvider } from '../../src/providers/dataProvider';

/** 'Suspender' for an active merchant, 'Activar' for an inactive one; asks first, then refreshes the list. */
export const MerchantStatusButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const feedback = useFeedback();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const action = record.status === 'ACT' ? 'suspend' : 'activate';

  const run = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await dataProvider.action('merchants', action, { id: record.id });
      refresh();
    } catch (error) {
      feedback.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        label={`resources.merchants.actions.${action}`}
        onClick={() => setAsking(true)}
        disabled={busy}
        color={action === 'suspend' ? 'warning' : 'success'}
      >
        {action === 'suspend' ? <PauseCircleIcon /> : <PlayCircleIcon />}
      </Button>
      <MessageDialog
        open={asking}
        title={translate(`resources.merchants.actions.${action}_title`)}
        message={translate(`resources.merchants.actions.${action}_confirm`, { name: record.name })}
        onConfirm={run}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
