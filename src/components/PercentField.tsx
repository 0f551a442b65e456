import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** A percentage with two decimals: 3.50 %. */
// `source` and `sortable` are read by the table for its header.
export const PercentField = ({ source }: { source: string; sortable?: boolean }) => {
  const value = Number(useRecordContext()?.[source]);
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {Number.isFinite(value) ? `${value.toFixed(2)} %` : ''}
    </Typography>
  );
};
