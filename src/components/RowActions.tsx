import type { ReactNode } from 'react';
import { EditButton } from 'react-admin';
import { DeleteRowButton } from './DeleteRowButton';

/** The 'Acciones' cell: edit, delete after the shared confirmation naming the record (DeleteRowButton), and any extras. */
// `label` is read by the table for the column header.
// `after` goes between Editar and Eliminar, for lists whose spec orders extra actions there.
export const RowActions = ({
  children,
  after,
  editTo,
  canDelete = true,
  canEdit = true,
}: {
  children?: ReactNode;
  after?: ReactNode;
  editTo?: string;
  canDelete?: boolean;
  /** False where the record may no longer change (a past day's exchange rate). */
  canEdit?: boolean;
  label?: string;
}) => {
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center', whiteSpace: 'nowrap' }}>
      {children}
      {/* EditButton lets an explicit `to` (even undefined) replace its own link */}
      {canEdit && <EditButton label="app.edit" {...(editTo ? { to: editTo } : {})} />}
      {after}
      {canDelete && <DeleteRowButton />}
    </span>
  );
};
