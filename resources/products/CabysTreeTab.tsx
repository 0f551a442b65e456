import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, CircularProgress, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { LoadError } from '../../src/components/LoadError';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import { CabysItemsTable } from './CabysItemsTable';
import type { CabysCategory, CabysItem } from '../../src/domain/wire/cabys';

/** The last category level (11 digits): opening it lists its items with their tax. */
const LEAF_CATEGORY_LEVEL = 8;
const DAY = 24 * 60 * 60 * 1000;

type Choose = ((item: CabysItem) => void) | undefined;

/** What one open category holds: the categories of the next level, or its items at level 8. */
const CategoryChildren = ({ category, onChoose }: { category: CabysCategory; onChoose: Choose }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const leaf = category.nivel === LEAF_CATEGORY_LEVEL;
  const children = useQuery<CabysItem[] | CabysCategory[]>({
    queryKey: ['products', 'cabysTree', category.categoria],
    queryFn: () =>
      leaf
        ? dataProvider.action<CabysItem[]>('products', 'cabysItems', { category: category.categoria })
        : dataProvider.action<CabysCategory[]>('products', 'cabysCategories', { level: category.nivel + 1, category: category.categoria }),
    staleTime: DAY,
  });
  if (children.isPending) return <CircularProgress size={20} sx={{ ml: 4 }} aria-label={translate('app.loading')} />;
  if (children.error) return <LoadError error={children.error} onRetry={() => children.refetch()} />;
  return leaf ? (
    <Box sx={{ pl: 2, overflowX: 'auto' }}>
      <CabysItemsTable items={children.data as CabysItem[]} onChoose={onChoose} />
    </Box>
  ) : (
    <CategoryList categories={children.data as CabysCategory[]} onChoose={onChoose} />
  );
};

/**
 * One category: the top level by its official name; deeper ones (which have no official name in
 * the catalogue) by their code, how many items they hold and a few of those items' descriptions.
 */
// Opened at once, without a Collapse: while a Collapse grows it clips its rows, and a row that
// took the focus then scrolled the clipping box, so the list moved between the press and the
// release of a click and the click was lost (tests/e2e/catalogue.test.ts opens the tree).
const CategoryNode = ({ category, onChoose }: { category: CabysCategory; onChoose: Choose }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const title = category.descripcion ? `${category.categoria} - ${category.descripcion}` : translate('resources.products.cabys.category', { code: category.categoria });
  const count = category.cantidad === 1 ? translate('resources.products.cabys.item_one') : translate('resources.products.cabys.items', { count: category.cantidad.toLocaleString('es-CR') });
  const rate = category.Impuesto === null ? '' : ` · ${category.Impuesto} %`;
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} sx={{ py: 0.5 }}>
        <ListItemText
          primary={`${title} · ${count}${rate}`}
          secondary={category.descripcion ? undefined : translate('resources.products.cabys.examples', { examples: category.ejemplos.join('; ') })}
          slotProps={{ secondary: { sx: { overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' } } }}
        />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      {open && (
        <Box sx={{ pl: 2, borderLeft: 1, borderColor: 'divider', ml: 2 }}>
          <CategoryChildren category={category} onChoose={onChoose} />
        </Box>
      )}
    </>
  );
};

const CategoryList = ({ categories, onChoose }: { categories: CabysCategory[]; onChoose: Choose }) => (
  <List dense disablePadding>
    {categories.map((category) => (
      <CategoryNode key={category.categoria} category={category} onChoose={onChoose} />
    ))}
  </List>
);

/** The picker's second tab: the category tree, opened level by level down to the items. */
export const CabysTreeTab = ({ onChoose }: { onChoose?: (item: CabysItem) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const top = useQuery({
    queryKey: ['products', 'cabysTop'],
    queryFn: () => dataProvider.action<CabysCategory[]>('products', 'cabysTop'),
    staleTime: DAY,
  });
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.products.cabys.tree_hint')}
      </Typography>
      {top.isPending && <CircularProgress size={24} aria-label={translate('app.loading')} />}
      {top.error && <LoadError error={top.error} onRetry={() => top.refetch()} />}
      {top.data && <CategoryList categories={top.data} onChoose={onChoose} />}
    </Box>
  );
};
