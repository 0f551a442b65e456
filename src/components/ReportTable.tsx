import { Box, LinearProgress, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { SxProps } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, type RaRecord, useListContext, useTranslate } from 'react-admin';
import { ListPagination } from './ListPagination';
import { LoadError } from './LoadError';
import { RecordCards } from './RecordCards';

export interface ReportTableProps {
  /** The spec's empty text ('No existen transacciones.'). */
  emptyText: string;
  children: ReactNode;
  rowSx?: (record: RaRecord) => SxProps;
  /** A row's look as a phone card (e.g. refunds in red). */
  cardSx?: (record: RaRecord) => SxProps;
  /** Under the table: the report's totals. */
  footer?: ReactNode;
}

/**
 * A server-paged report's table: 'Cargando...' until the first page arrives, a thin bar while
 * another loads, a failed load as an error with 'Reintentar' (never as 'No existen …'), the spec's
 * empty text, and pages only when there is more than one. Columns are wide: on a phone each row
 * is a card instead.
 */
export const ReportTable = ({ emptyText, children, rowSx, cardSx, footer }: ReportTableProps) => {
  const translate = useTranslate();
  const list = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (list.error) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  if (list.isPending) return <Typography sx={{ p: 2 }}>{translate('app.loading')}</Typography>;
  return (
    <>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={translate('app.loading')} />}</Box>
      {phone ? (
        <RecordCards emptyText={emptyText} cardSx={cardSx}>
          {children}
        </RecordCards>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            rowSx={rowSx}
            size="small"
            empty={
              <Typography sx={{ p: 2 }} color="text.secondary">
                {emptyText}
              </Typography>
            }
            sx={{ '& tbody .MuiTableCell-root': { whiteSpace: 'nowrap' }, '& thead .MuiTableCell-root': { lineHeight: 1.3, verticalAlign: 'bottom' } }}
          >
            {children}
          </Datagrid>
        </Box>
      )}
      <ListPagination />
      {footer}
    </>
  );
};
