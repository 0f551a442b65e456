import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import type { SxProps } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, ListContextProvider, type RaRecord, useListContext, useTranslate } from 'react-admin';
import { matchesSearch } from '../providers/listInClient';
import { ListPagination } from './ListPagination';

export interface ReportTableProps {
  /** The spec's empty text ('No existen transacciones.'). */
  emptyText: string;
  children: ReactNode;
  /** Text typed in the report's search box, matched in `searchFields` of the rows on screen. */
  search?: string;
  searchFields?: string[];
  rowSx?: (record: RaRecord) => SxProps;
}

/**
 * A server-paged report's table: 'Cargando...' until the first page arrives, a thin bar while
 * another loads, the server's refusal in Spanish, the spec's empty text, and pages only when
 * there is more than one. Columns are wide, so the table scrolls sideways on a phone.
 */
export const ReportTable = ({ emptyText, children, search, searchFields, rowSx }: ReportTableProps) => {
  const translate = useTranslate();
  const list = useListContext();
  if (list.isPending && !list.error) return <Typography sx={{ p: 2 }}>{translate('app.loading')}</Typography>;
  const data = search ? (list.data ?? []).filter((record) => matchesSearch(record, search, searchFields)) : list.data;
  return (
    <>
      {list.error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {(list.error as Error).message || translate('app.communication_error')}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={translate('app.loading')} />}</Box>
      <Box sx={{ overflowX: 'auto' }}>
        <ListContextProvider value={{ ...list, data } as typeof list}>
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
        </ListContextProvider>
      </Box>
      <ListPagination />
    </>
  );
};
