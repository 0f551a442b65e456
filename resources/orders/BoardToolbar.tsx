import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, FormControlLabel, Stack, Switch, type Theme, useMediaQuery } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConnectionState } from './ConnectionState';
import type { Connection } from './useOrderBoard';

/**
 * The strip above the board, the kitchen view and 'Mesas': 'Mis mesas', the screen's own controls,
 * then the live state, the sound switch, the other views. On a phone the controls and the sound fold
 * behind 'Filtros': unfolded they filled a waiter's whole first screen before the first order.
 * 'Mis mesas', the live state and the links stay in sight.
 */
export const BoardToolbar = ({
  mine,
  children,
  connection,
  sound,
  onSound,
  link,
  soundLabel,
}: {
  mine?: ReactNode;
  children?: ReactNode;
  connection: Connection;
  sound: boolean;
  onSound: (on: boolean) => void;
  link: ReactNode;
  /** What the sound is of, when not new orders ('Mi turno' chimes for calls only). */
  soundLabel?: string;
}) => {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  // the kitchen view has no controls of its own: nothing to fold but the sound, which then stays
  const folds = phone && children !== undefined;
  const shown = !folds || unfolded;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5, my: 2 }}>
      {mine}
      {folds && (
        <Button startIcon={<FilterListIcon />} aria-expanded={unfolded} onClick={() => setUnfolded(!unfolded)}>
          {translate(unfolded ? 'resources.orders.filters_hide' : 'resources.orders.filters_show')}
        </Button>
      )}
      {shown && children}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, ml: 'auto', flexWrap: 'wrap' }}>
        <ConnectionState connection={connection} />
        {shown && <FormControlLabel control={<Switch checked={sound} onChange={(event) => onSound(event.target.checked)} />} label={soundLabel ?? translate('resources.orders.sound')} />}
        {link}
      </Stack>
    </Stack>
  );
};
