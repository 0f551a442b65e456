import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, Datagrid, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { ListPagination } from './ListPagination';

export interface ResourceListProps {
  title: string;
  /** The spec's empty text, e.g. 'No existen bancos.' */
  emptyText: string;
  children: ReactNode;
  /** Permanent filter, e.g. `{merchantId}` for a merchant's tariffs. */
  filter?: Record<string, unknown>;
  /** Where 'Nuevo' goes (default: this resource's create form); false hides it. */
  createTo?: string | false;
  perPage?: number;
  /** More buttons beside 'Nuevo'. */
  actions?: ReactNode;
  /** Above the table (e.g. group tabs). */
  aside?: ReactNode;
}

const ListActions = ({ createTo, actions }: Pick<ResourceListProps, 'createTo' | 'actions'>) => (
  <TopToolbar>
    {actions}
    {createTo !== false && <CreateButton label="app.new" variant="contained" to={createTo} />}
  </TopToolbar>
);

/** Every back-office list: 'Buscar' box, 'Nuevo', the table, the spec's empty text, pages only when there is more than one. */
export const ResourceList = ({ title, emptyText, children, filter, createTo, perPage = 25, actions, aside }: ResourceListProps) => {
  const translate = useTranslate();
  return (
    <List
      title={title}
      filter={filter}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('app.search')} />]}
      actions={<ListActions createTo={createTo} actions={actions} />}
      empty={false}
      exporter={false}
      perPage={perPage}
      pagination={<ListPagination />}
      disableSyncWithLocation={!!filter}
      // wide tables scroll inside the card on phones instead of widening the page
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      {aside}
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={
          <Typography sx={{ p: 2 }} color="text.secondary">
            {emptyText}
          </Typography>
        }
      >
        {children}
      </Datagrid>
    </List>
  );
};
