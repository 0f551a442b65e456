import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { LoadError } from '../../src/components/LoadError';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import { CabysItemsTable } from './CabysItemsTable';
import type { CabysItem, CabysPage } from '../../src/domain/wire/cabys';

/** The picker's first tab: search by code or description, 15 a page. */
export const CabysSearchTab = ({ onChoose }: { onChoose?: (item: CabysItem) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState({ text: '', page: 1 });
  const result = useQuery({
    queryKey: ['products', 'cabysSearch', search],
    queryFn: () => dataProvider.action<CabysPage>('products', 'cabysSearch', search),
    enabled: search.text !== '',
    staleTime: 5 * 60 * 1000,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (typed.trim()) setSearch({ text: typed.trim(), page: 1 });
  };
  const pages = result.data?.totalPages ?? 0;
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
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: 0.25 }}>
          {translate('app.search')}
        </Button>
      </Box>
      {result.isFetching && <CircularProgress size={24} aria-label={translate('app.loading')} />}
      {result.error && <LoadError error={result.error} onRetry={() => result.refetch()} />}
      {result.data && !result.isFetching && (
        result.data.cabys.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.products.cabys.no_results')}</Typography>
        ) : (
          <>
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
          </>
        )
      )}
    </Box>
  );
};
