import CircleIcon from '@mui/icons-material/FiberManualRecord';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Connection } from './useOrderBoard';

/** Whether the board is live, still connecting, or polling because the stream keeps failing. */
export const ConnectionState = ({ connection }: { connection: Connection }) => {
  const translate = useTranslate();
  const label = translate(`resources.orders.${connection === 'live' ? 'live' : connection === 'polling' ? 'polling' : 'connecting'}`);
  return (
    <Chip
      role="status"
      data-connection={connection}
      label={label}
      size="small"
      icon={<CircleIcon fontSize="small" />}
      color={connection === 'live' ? 'success' : 'default'}
      variant="outlined"
    />
  );
};
