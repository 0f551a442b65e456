import { Box, Card, CircularProgress, Typography } from '@mui/material';
import { Fragment } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import { Button, Title, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LoadError } from '../../src/components/LoadError';
import { useJustSaved } from '../../src/components/savedRecord';
import { outlineMenus } from '../../src/domain/menuOutline';
import type { Menu } from '../../src/domain/wire/menu';
import type { Product } from '../../src/domain/wire/product';
import { MenuLine, ProductLine } from './CatalogueRows';
import { NewCatalogueEntryButton } from './NewCatalogueEntryButton';
import { useMerchantCharges } from './useMerchantCharges';

const EVERYTHING = { pagination: { page: 1, perPage: 100_000 }, sort: { field: 'id', order: 'ASC' as const } };

/**
 * docs/spec-reference.md §2 'Menu and product list': menus, their submenus and products nested, in menu order.
 * Both come from one call (GET /menu/getMenu); the tree is built here.
 */
const ProductList = () => {
  const translate = useTranslate();
  const menus = useGetList<Menu>('menus', EVERYTHING);
  const products = useGetList<Product>('products', EVERYTHING);
  const outline = outlineMenus(menus.data ?? []);
  const productsOf = (menuId: number) => (products.data ?? []).filter((product) => product.menuId === menuId);
  const failed = menus.error ?? products.error;
  // back from a save: the menu or product saved stands out for a moment
  const savedMenu = useJustSaved('menus');
  const savedProduct = useJustSaved('products');
  const same = (id: number, saved: unknown) => saved !== undefined && String(saved) === String(id);
  const loading = menus.isPending || products.isPending;
  // the price a diner pays, as the QR menu computes it (src/domain/finalPrice.ts)
  const charges = useMerchantCharges();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('resources.products.list_title')} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
        <Button component={Link} to="/optionSets" label="resources.optionSets.list_title">
          <TuneIcon />
        </Button>
        <NewCatalogueEntryButton />
      </Box>
      <Card>
        {failed ? (
          <LoadError error={failed} onRetry={() => void Promise.all([menus.refetch(), products.refetch()])} />
        ) : loading ? (
          <CircularProgress sx={{ m: 2 }} aria-label={translate('app.loading')} />
        ) : outline.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('resources.products.empty')}
          </Typography>
        ) : (
          <Box role="list" aria-label={translate('resources.products.list_title')}>
            {outline.map((entry) => (
              <Fragment key={entry.menu.id}>
                <MenuLine entry={entry} saved={same(entry.menu.id, savedMenu)} />
                {productsOf(entry.menu.id).map((product) => (
                  <ProductLine key={product.id} product={product} charges={charges} depth={entry.depth + 1} saved={same(product.id, savedProduct)} />
                ))}
              </Fragment>
            ))}
          </Box>
        )}
      </Card>
    </Box>
  );
};

export default ProductList;
