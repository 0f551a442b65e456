import PauseCircleIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutline';
import { type MouseEvent, useState } from 'react';
import { Button, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFeedback } from '../../src/components/FeedbackProvider';
import type { PortalDataProvider } from '../../src/providers/dataProvider';

/**
 * 'Suspender' for an active merchant, 'Activar' for an inactive one; asks with the shared dialog
 * naming the merchant ('¿Suspender el comercio …?', Cancelar / Suspender), then refreshes the list.
 */
export const MerchantStatusButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const action = record.status === 'ACT' ? 'suspend' : 'activate';

  const run = async () => {
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

  const ask = (event: MouseEvent) => {
    event.stopPropagation();
    feedback.confirm({
      title: translate(`resources.merchants.actions.${action}_question`, { name: record.name }),
      message: translate(`resources.merchants.actions.${action}_effect`),
      confirmLabel: translate(`resources.merchants.actions.${action}`),
      destructive: action === 'suspend',
      onConfirm: run,
    });
  };

  return (
    <Button label={`resources.merchants.actions.${action}`} onClick={ask} disabled={busy} color={action === 'suspend' ? 'warning' : 'success'}>
      {action === 'suspend' ? <PauseCircleIcon /> : <PlayCircleIcon />}
    </Button>
  );
};
