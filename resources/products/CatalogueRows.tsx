import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, RecordContextProvider, ResourceContextProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { RowActions } from '../../src/components/RowActions';
import { FADE, SAVED_LOOK } from '../../src/components/savedRecord';
import type { OutlinedMenu } from '../../src/domain/menuOutline';
import type { Menu } from '../../src/domain/wire/menu';
import type { Product } from '../../src/domain/wire/product';
import { formatMoney } from '../../src/domain/money';
import { MenuHoursChip } from './MenuHoursChip';
import { SoldOutSwitch } from '../../src/components/SoldOutSwitch';

const INDENT = 3;

/** Name on the left, price and quantity in fixed columns on the right, actions wrapping below on a phone. */
const rowSx = (depth: number, tone: 'menu' | 'product', saved = false) => ({
  display: 'flex',
  flexWrap: { xs: 'wrap', md: 'nowrap' },
  alignItems: 'center',
  gap: 1,
  py: 1,
  pr: 1,
  pl: 1 + depth * INDENT,
  borderBottom: 1,
  borderColor: 'divider',
  bgcolor: tone === 'menu' ? (depth === 0 ? 'grey.100' : 'grey.50') : 'background.paper',
  ...(saved ? SAVED_LOOK : FADE),
});

/** The attribute that marks the record just saved (src/components/savedRecord.ts). */
const savedMark = (saved: boolean) => (saved ? { 'data-saved-record': 'true' } : {});

const Actions = ({ children }: { children: ReactNode }) => (
  <Box sx={{ ml: { xs: 0, md: 'auto' }, flexShrink: 0, width: { xs: '100%', md: 'auto' }, display: 'flex', justifyContent: { xs: 'flex-start', md: 'flex-end' } }}>
    {children}
  </Box>
);

/** A menu or submenu: its name and description, edit and delete. */
export const MenuLine = ({ entry, saved = false }: { entry: OutlinedMenu<Menu>; saved?: boolean }) => (
  <ResourceContextProvider value="menus">
    <RecordContextProvider value={entry.menu}>
      <Box sx={rowSx(entry.depth, 'menu', saved)} role="listitem" aria-label={entry.path} data-kind="menu" {...savedMark(saved)}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant={entry.depth === 0 ? 'subtitle1' : 'subtitle2'} component="div" sx={{ fontWeight: 600 }}>
            {entry.menu.name}
          </Typography>
          {entry.menu.lastname && (
            <Typography variant="body2" color="text.secondary">
              {entry.menu.lastname}
            </Typography>
          )}
        </Box>
        <MenuHoursChip menu={entry.menu} />
        <Actions>
          <RowActions />
        </Actions>
      </Box>
    </RecordContextProvider>
  </ResourceContextProvider>
);

/** A product: name and short description, price with 2 decimals, available, associate inventory, edit, delete. */
export const ProductLine = ({ product, depth, saved = false }: { product: Product; depth: number; saved?: boolean }) => {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value="products">
      <RecordContextProvider value={product}>
        <Box sx={rowSx(depth, 'product', saved)} role="listitem" aria-label={product.name} data-kind="product" {...savedMark(saved)}>
          <Box sx={{ minWidth: 0, flex: { xs: '1 1 100%', md: 1 } }}>
            <Typography variant="body1">{product.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {product.shortDescription}
            </Typography>
          </Box>
          <Box sx={{ width: { xs: 'auto', md: 130 }, textAlign: 'right', flexShrink: 0 }}>
            <Typography variant="body1" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(product.price)}
            </Typography>
          </Box>
          <Box sx={{ width: { xs: 'auto', md: 170 }, textAlign: 'right', flexShrink: 0, whiteSpace: 'nowrap' }}>
            {product.available > 0 ? (
              <Typography variant="body2" color="text.secondary" title={translate('resources.products.columns.available')}>
                {`${translate('resources.products.columns.available')}: ${product.available.toLocaleString('es-CR')}`}
              </Typography>
            ) : (
              <Chip size="small" color="warning" label={translate('resources.products.sold_out')} />
            )}
          </Box>
          <Box sx={{ flexShrink: 0 }}>
            <SoldOutSwitch product={product} />
          </Box>
          <Actions>
            <RowActions>
              <Button component={Link} to={`/product-stock?productId=${product.id}`} label="resources.products.associate_stock">
                <InventoryIcon />
              </Button>
            </RowActions>
          </Actions>
        </Box>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};
