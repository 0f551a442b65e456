import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { describeSlots, isMenuOpen } from '../../src/domain/menuHours';
import type { Menu } from '../../src/domain/wire/menu';
import { useNow } from '../../src/components/useNow';

/**
 * A menu with hours in the product list: 'Disponible ahora' or 'Fuera de horario' by
 * Costa Rica time, kept current each minute, beside its slots ('Lun–Vie 06:00–11:00'). A menu
 * without hours shows nothing: it is always on.
 */
export const MenuHoursChip = ({ menu }: { menu: Menu }) => {
  const translate = useTranslate();
  const now = useNow(60_000);
  if (!menu.availability?.length) return null;
  const open = isMenuOpen(menu.availability, now);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {describeSlots(menu.availability)}
      </Typography>
      <Chip
        size="small"
        color={open ? 'success' : 'default'}
        variant={open ? 'filled' : 'outlined'}
        label={translate(open ? 'resources.menus.hours.available_now' : 'resources.menus.hours.not_available_now')}
      />
    </Box>
  );
};
