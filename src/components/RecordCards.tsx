import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { SxProps } from '@mui/material';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { type Identifier, type RaRecord, RecordContextProvider, useListContext, useTranslateLabel } from 'react-admin';

interface FieldProps {
  source?: string;
  label?: string;
}

export interface RecordCardsProps {
  /** The table's columns: the same field elements, read here as labelled lines. */
  children: ReactNode;
  emptyText: string;
  cardSx?: (record: RaRecord) => SxProps;
  /** The column that titles each card (default: the first one). */
  titleSource?: string;
  /** The record a form just saved: its card is marked `data-saved-record`. */
  savedId?: Identifier;
}

/** The 'Acciones' column (RowActions and its wrappers are labelled so for the table's header). */
const isActions = (field: ReactElement<FieldProps>) => field.props.label === 'app.actions';

/**
 * A list on a phone (react-admin's demo swaps its Datagrid for a SimpleList there): one card per
 * record, its first column as the title, the others as 'label: value' lines, and the row's
 * actions as buttons under them, inside the screen's width. Unlike SimpleList, which makes the
 * whole row one link, the cards keep every action (Editar, Eliminar, Suspender, …) reachable.
 */
export const RecordCards = ({ children, emptyText, cardSx, titleSource, savedId }: RecordCardsProps) => {
  const { data, isPending, resource } = useListContext();
  const translateLabel = useTranslateLabel();
  if (isPending) return null;
  if (!data?.length) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  const fields = Children.toArray(children).filter((child): child is ReactElement<FieldProps> => isValidElement(child));
  const columns = fields.filter((field) => !isActions(field));
  const titleAt = Math.max(0, columns.findIndex((field) => field.props.source === titleSource));
  const title = columns[titleAt];
  const lines = columns.filter((_, index) => index !== titleAt);
  const actions = fields.filter(isActions);
  const labelOf = (field: ReactElement<FieldProps>) => translateLabel({ label: field.props.label, source: field.props.source, resource }) as string;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }} data-testid="record-cards">
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card component="li" variant="outlined" sx={cardSx?.(record)} data-saved-record={savedId !== undefined && String(record.id) === String(savedId) ? 'true' : undefined}>
            <CardContent sx={{ pb: 1, '&:last-child': { pb: 1 } }}>
              {title && (
                <Typography component="div" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {title}
                </Typography>
              )}
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(90px, 40%) 1fr', columnGap: 1.5, rowGap: 0.5 }}>
                {lines.map((field, index) => (
                  <Box key={index} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {labelOf(field)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {field}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {actions.length > 0 && (
                // RowActions keeps its buttons on one line for the table; here they wrap within the card
                <Box sx={{ mt: 1, mx: -1, '& > span, & span': { flexWrap: 'wrap', whiteSpace: 'normal' } }}>{actions}</Box>
              )}
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
};
