import type { ReactNode } from 'react';
import { DeleteWithConfirmButton, EditButton, useTranslate } from 'react-admin';
import { useFeedback } from './FeedbackProvider';

/** The 'Acciones' cell: edit, delete after confirmation (pessimistic; a refusal opens the error dialog), and any extras. */
// `label` is read by the table for the column header.
// `after` goes between Editar and Eliminar, for lists whose spec orders extra actions there.
export const RowActions = ({
  children,
  after,
  editTo,
  canDelete = true,
}: {
  children?: ReactNode;
  after?: ReactNode;
  editTo?: string;
  canDelete?: boolean;
  label?: string;
}) => {
  const translate = useTranslate();
  const feedback = useFeedback();
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center', whiteSpace: 'nowrap' }}>
      {children}
      {/* EditButton lets an explicit `to` (even undefined) replace its own link */}
      <EditButton label="app.edit" {...(editTo ? { to: editTo } : {})} />
      {after}
      {canDelete && (
        <DeleteWithConfirmButton
          label="app.delete"
          mutationMode="pessimistic"
          confirmTitle={translate('app.confirm_delete_title')}
          confirmContent={translate('app.confirm_delete')}
          mutationOptions={{ onError: (error: unknown) => feedback.error((error as Error)?.message) }}
          redirect={false}
        />
      )}
    </span>
  );
};
