import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { MouseEvent } from 'react';
import { Button, useDelete, useGetRecordRepresentation, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useFeedback } from './FeedbackProvider';

/**
 * 'Eliminar' in a row: asks with the shared dialog, naming the record ('¿Eliminar el banco Banco
 * Sonda?', the resource's `delete_question`), then deletes pessimistically; a refusal opens the
 * error dialog. Replaces react-admin's DeleteWithConfirmButton, whose question names no record.
 */
export const DeleteRowButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const feedback = useFeedback();
  const notify = useNotify();
  const represent = useGetRecordRepresentation(resource);
  const [remove, { isPending }] = useDelete();
  if (!record || !resource) return null;

  const ask = (event: MouseEvent) => {
    // the row's own click (open the record) must not fire under the dialog
    event.stopPropagation();
    feedback.confirm({
      title: translate(`resources.${resource}.delete_question`, { name: represent(record) }),
      message: translate('app.delete_cannot_undo'),
      confirmLabel: translate('app.delete'),
      destructive: true,
      onConfirm: () =>
        remove(
          resource,
          { id: record.id, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } }),
            onError: (error: unknown) => feedback.error((error as Error)?.message),
          },
        ),
    });
  };

  return (
    <Button label="app.delete" onClick={ask} disabled={isPending} color="error">
      <DeleteIcon />
    </Button>
  );
};
