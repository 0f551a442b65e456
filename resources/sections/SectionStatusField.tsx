import { useRecordContext, useTranslate } from 'react-admin';

/** docs/spec-reference.md §2: ACT shows 'Activa', anything else 'Inactiva'. `source` and `label` are read by the table. */
export const SectionStatusField = (_props: { source: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`resources.sections.statuses.${record.status === 'ACT' ? 'ACT' : 'INA'}`)}</span>;
};
