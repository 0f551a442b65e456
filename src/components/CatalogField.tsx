import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { CatalogItem } from './useCatalogs';

/** A code shown as its catalog description (the code itself until the catalog arrives). */
// `source` and `sortable` are read by the table for its header.
export const CatalogField = ({ source, items }: { source: string; items?: CatalogItem[]; sortable?: boolean }) => {
  const record = useRecordContext();
  const value = record?.[source];
  const description = items?.find((item) => item.code === Number(value))?.description;
  return (
    <Typography variant="body2" component="span">
      {description ?? value ?? ''}
    </Typography>
  );
};
