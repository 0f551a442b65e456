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
import { finalPrice } from '../../src/domain/finalPrice';
import type { TotalsOptions } from '../../src/domain/orderTotals';
import { productImageUrl } from '../../src/domain/productCatalogs';
import { API_URL } from '../../src/providers/apiUrl';
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

/** How many are left: 'Sin límite' when not counted, 'Agotado' at none. */
const Availability = ({ product }: { product: Product }) => {
  const translate = useTranslate();
  if (product.unlimited || product.available === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.products.columns.unlimited')}
      </Typography>
    );
  }
  if (product.available <= 0) return <Chip size="small" color="warning" label={translate('resources.products.sold_out')} />;
  return (
    <Typography variant="body2" color="text.secondary" title={translate('resources.products.columns.available')}>
      {`${translate('resources.products.columns.available')}: ${product.available.toLocaleString('es-CR')}`}
    </Typography>
  );
};

/** The product's photo, or a quiet empty square so the names stay in one column. */
const Photo = ({ product }: { product: Product }) => {
  const translate = useTranslate();
  const src = productImageUrl(product.image, API_URL);
  return (
    <Box sx={{ width: 48, height: 48, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}>
      {src && <Box component="img" src={src} alt={translate('resources.products.columns.photo', { name: product.name })} loading="lazy" sx={{ width: 48, height: 48, objectFit: 'cover', display: 'block' }} />}
    </Box>
  );
};

/**
 * A product: photo, name and short description, the price the customer pays (with IVA and the
 * service, as the QR menu shows it; the stored price before tax in its tooltip), how many are
 * left, 'Agotado', associate inventory, edit, delete.
 */
export const ProductLine = ({ product, charges, depth, saved = false }: { product: Product; charges: TotalsOptions; depth: number; saved?: boolean }) => {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value="products">
      <RecordContextProvider value={product}>
        <Box sx={rowSx(depth, 'product', saved)} role="listitem" aria-label={product.name} data-kind="product" {...savedMark(saved)}>
          <Photo product={product} />
          <Box sx={{ minWidth: 0, flex: { xs: '1 1 0', md: 1 } }}>
            <Typography variant="body1">{product.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {product.shortDescription}
            </Typography>
          </Box>
          <Box sx={{ width: { xs: 'auto', md: 130 }, textAlign: 'right', flexShrink: 0 }}>
            <Typography
              variant="body1"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="customer-price"
              aria-label={`${translate('resources.products.columns.customer_price')} ${formatMoney(finalPrice(product, charges))}`}
              title={translate('resources.products.columns.base_price', { amount: formatMoney(product.price) })}
            >
              {formatMoney(finalPrice(product, charges))}
            </Typography>
            <Typography variant="caption" color="text.secondary" aria-hidden>
              {translate('resources.products.columns.customer_price')}
            </Typography>
          </Box>
          <Box sx={{ width: { xs: 'auto', md: 170 }, textAlign: 'right', flexShrink: 0, whiteSpace: 'nowrap' }}>
            <Availability product={product} />
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
