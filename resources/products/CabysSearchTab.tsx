import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { LoadError } from '../../src/components/LoadError';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import { CabysItemsTable } from './CabysItemsTable';
import { CabysSuggestions } from './CabysSuggestions';
import type { CabysItem, CabysPage } from '../../src/domain/wire/cabys';

/** How long typing must pause before the picker searches what is typed. */
const TYPING_PAUSE_MS = 300;

/**
 * The picker's first tab: search by code or description, 15 a page, as the owner types (after a
 * short pause; 'Buscar' or Enter searches at once). Before anything is typed it offers the
 * restaurant's usual codes (CabysSuggestions).
 */
export const CabysSearchTab = ({ onChoose }: { onChoose?: (item: CabysItem) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState({ text: '', page: 1 });
  useEffect(() => {
    const text = typed.trim();
    if (text === search.text) return undefined;
    const pause = setTimeout(() => setSearch({ text, page: 1 }), TYPING_PAUSE_MS);
    return () => clearTimeout(pause);
  }, [typed, search.text]);
  const result = useQuery({
    queryKey: ['products', 'cabysSearch', search],
    queryFn: () => dataProvider.action<CabysPage>('products', 'cabysSearch', search),
    enabled: search.text !== '',
    staleTime: 5 * 60 * 1000,
    // the previous answer stays on screen while the next is on its way: the list does not blink at each letter
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setSearch({ text: typed.trim(), page: 1 });
  };
  const pages = result.data?.totalPages ?? 0;
  const shown = search.text !== '' && result.data;
  return (
    <Box>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
        <TextField
          size="small"
          fullWidth
          label={translate('resources.products.cabys.search_label')}
          helperText={translate('resources.products.cabys.search_hint')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, 'aria-busy': result.isFetching } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: 0.25 }}>
          {translate('app.search')}
        </Button>
      </Box>
      {search.text === '' && <CabysSuggestions onChoose={onChoose} />}
      {result.isFetching && !shown && <CircularProgress size={24} aria-label={translate('app.loading')} />}
      {result.error && <LoadError error={result.error} onRetry={() => result.refetch()} />}
      {shown && (
        result.data.cabys.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.products.cabys.no_results')}</Typography>
        ) : (
          <Box sx={{ opacity: result.isPlaceholderData ? 0.6 : 1 }} aria-busy={result.isFetching}>
            <CabysItemsTable items={result.data.cabys} onChoose={onChoose} />
            {pages > 1 && (
              <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
                <Button size="small" disabled={search.page <= 1} onClick={() => setSearch({ ...search, page: search.page - 1 })}>
                  {translate('resources.products.cabys.previous')}
                </Button>
                <Typography variant="body2">{translate('app.page_of', { page: search.page, pages })}</Typography>
                <Button size="small" disabled={search.page >= pages} onClick={() => setSearch({ ...search, page: search.page + 1 })}>
                  {translate('resources.products.cabys.next')}
                </Button>
              </Stack>
            )}
          </Box>
        )
      )}
    </Box>
  );
};
