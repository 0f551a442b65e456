import { Pagination as MuiPagination, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** Page buttons only when there is more than one page (docs/spec-reference.md §2), counted as the server counts pages. */
export const ListPagination = () => {
  const translate = useTranslate();
  const { page, perPage, total, setPage, isPending } = useListContext();
  const pages = total ? Math.ceil(total / perPage) : 0;
  if (isPending || pages <= 1) return null;
  return (
    <Stack direction="row" alignItems="center" justifyContent="flex-end" spacing={2} sx={{ p: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.page_of', { page, pages })}
      </Typography>
      <MuiPagination
        count={pages}
        page={page}
        onChange={(_, next) => setPage(next)}
        color="primary"
        shape="rounded"
        aria-label={translate('app.pages_navigation')}
        getItemAriaLabel={(type, number) =>
          type === 'page'
            ? translate('ra.navigation.page', { page: number })
            : translate(type === 'next' ? 'ra.navigation.next' : type === 'previous' ? 'ra.navigation.previous' : type === 'first' ? 'ra.navigation.first' : 'ra.navigation.last')
        }
      />
    </Stack>
  );
};
