import { useRecordContext, useTranslate } from 'react-admin';

/** docs/spec-reference.md §2: location 1 shows 'Cocina', 3 'Barra' (ours), anything else 'Cajas'. `source` and `label` are read by the table. */
export const PrinterLocationField = (_props: { source: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`resources.printers.locations.${record.typeId === 1 || record.typeId === 3 ? record.typeId : 2}`)}</span>;
};
