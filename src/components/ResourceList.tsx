import { Typography, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { Children, isValidElement, memo, type ReactNode } from 'react';
import { CreateButton, Datagrid, DatagridBody, DatagridRow, type DatagridRowProps, type Identifier, List, type RaRecord, SortButton, TopToolbar, useListContext, useResourceContext } from 'react-admin';
import type { SortLabels } from '../providers/listInClient';
import { CatalogField } from './CatalogField';
import { ListPagination } from './ListPagination';
import { ListSearchBox } from './ListSearchBox';
import { LoadError } from './LoadError';
import { RecordCards } from './RecordCards';
import type { CatalogItem } from './useCatalogs';
import { FADE, SAVED_LOOK } from './savedRecord';
import { useSavedRecord } from './useSavedRecord';

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
  /** On a phone, the column that titles each card (default: the first). */
  cardTitle?: string;
  /** The order the list opens in (default: react-admin's, by id ascending), e.g. the newest day first. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

const ListActions = ({ createTo, actions, sortFields }: Pick<ResourceListProps, 'createTo' | 'actions'> & { sortFields?: string[] }) => (
  <TopToolbar sx={{ width: '100%', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
    <ListSearchBox />
    {sortFields && sortFields.length > 0 && <SortButton fields={sortFields} />}
    {actions}
    {createTo !== false && <CreateButton label="app.new" variant="contained" to={createTo} />}
  </TopToolbar>
);

/** The list's failed load, with 'Reintentar' (react-admin's `error` slot). */
const ListLoadError = () => {
  const { error, refetch } = useListContext();
  return <LoadError error={error} onRetry={() => refetch()} />;
};

/** The columns a person may sort by: those with a source not marked `sortable={false}`. */
const sortableSources = (children: ReactNode) =>
  Children.toArray(children).flatMap((child) =>
    isValidElement<{ source?: string; sortable?: boolean }>(child) && child.props.source && child.props.sortable !== false ? [child.props.source] : [],
  );

/**
 * What the catalog columns show for each code (CatalogField's `items`), so that sorting by such a
 * column follows the names on screen rather than the hidden codes.
 */
const catalogSortLabels = (children: ReactNode): SortLabels | undefined => {
  const entries = Children.toArray(children).flatMap((child) =>
    isValidElement<{ source?: string; items?: CatalogItem[] }>(child) && child.type === CatalogField && child.props.source && child.props.items
      ? [[child.props.source, Object.fromEntries(child.props.items.map((item) => [String(item.code), item.description]))] as const]
      : [],
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
};

/**
 * Where the list's search, sort and page are kept for the session (react-admin's store, cleared at
 * sign-out): per resource, and per parent for nested lists (each merchant's tariffs apart).
 */
export const listStoreKey = (resource: string, filter?: Record<string, unknown>) =>
  filter ? `${resource}.${Object.entries(filter).map(([key, value]) => `${key}=${String(value)}`).join('&')}.listParams` : `${resource}.listParams`;

const lookOf = (saved: boolean) => (saved ? SAVED_LOOK : FADE) as SxProps;

/** A table row that says, for tests and assistive styling, whether it is the record just saved. */
const SavedAwareRow = memo(({ saved, ...props }: DatagridRowProps & { saved?: Identifier }) => (
  <DatagridRow {...props} {...(saved !== undefined && String(props.id) === String(saved) ? { 'data-saved-record': 'true' } : {})} />
));

/** The table or the cards, with the record a form just saved on its page and standing out for a moment. */
const ListBody = ({ phone, emptyText, cardTitle, filter, meta, children }: { phone: boolean; emptyText: string; cardTitle?: string; filter?: Record<string, unknown>; meta?: Record<string, unknown>; children: ReactNode }) => {
  const saved = useSavedRecord(filter, meta);
  const isSaved = (record: RaRecord) => saved !== undefined && String(record.id) === String(saved);
  const empty = (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {emptyText}
    </Typography>
  );
  return phone ? (
    <RecordCards emptyText={emptyText} titleSource={cardTitle} cardSx={(record) => lookOf(isSaved(record))} savedId={saved}>
      {children}
    </RecordCards>
  ) : (
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      empty={empty}
      rowSx={(record) => lookOf(isSaved(record))}
      body={<DatagridBody row={<SavedAwareRow saved={saved} />} />}
    >
      {children}
    </Datagrid>
  );
};

/**
 * Every back-office list: 'Buscar' box, 'Nuevo', the table (cards on a phone), the spec's empty
 * text, an error with 'Reintentar' when the load failed, pages only when there is more than one.
 * Back from a save, it opens the saved record's page and highlights the record for a moment.
 */
export const ResourceList = ({ title, emptyText, children, filter, createTo, perPage = 25, actions, aside, cardTitle, sort }: ResourceListProps) => {
  const resource = useResourceContext() ?? '';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // cards have no headers to click: on a phone the sortable columns are offered in 'Ordenar por …'
  const sortFields = phone ? sortableSources(children) : undefined;
  const sortLabels = catalogSortLabels(children);
  const meta = sortLabels ? { sortLabels } : undefined;
  return (
    <List
      title={title}
      filter={filter}
      actions={<ListActions createTo={createTo} actions={actions} sortFields={sortFields} />}
      empty={false}
      error={<ListLoadError />}
      exporter={false}
      perPage={perPage}
      {...(sort ? { sort } : {})}
      pagination={<ListPagination />}
      // a nested list's address names its parent, not its search: those lists keep theirs in the store only
      disableSyncWithLocation={!!filter}
      storeKey={listStoreKey(resource, filter)}
      // the error state says it in place; no second copy in a passing notification
      queryOptions={{ onError: () => undefined, meta }}
      // wide tables scroll inside the card on phones instead of widening the page
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      {aside}
      <ListBody phone={phone} emptyText={emptyText} cardTitle={cardTitle} filter={filter} meta={meta}>
        {children}
      </ListBody>
    </List>
  );
};
