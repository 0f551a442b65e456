import { FormControlLabel, Stack, Switch } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ConnectionState } from './ConnectionState';
import type { Connection } from './useOrderBoard';

/** The strip above the board and the kitchen view: its own controls, then the live state, the sound switch, the other view. */
export const BoardToolbar = ({ children, connection, sound, onSound, link }: { children?: ReactNode; connection: Connection; sound: boolean; onSound: (on: boolean) => void; link: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5, my: 2 }}>
      {children}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, ml: 'auto', flexWrap: 'wrap' }}>
        <ConnectionState connection={connection} />
        <FormControlLabel control={<Switch checked={sound} onChange={(event) => onSound(event.target.checked)} />} label={translate('resources.orders.sound')} />
        {link}
      </Stack>
    </Stack>
  );
};
