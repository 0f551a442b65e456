import { Box, CircularProgress } from '@mui/material';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../src/components/LoadError';
import type { BoardContext, BoardOrder } from '../../src/domain/wire/board';
import { KitchenTicketPrint } from './KitchenTicket';
import type { useOrderBoard } from './useOrderBoard';

/**
 * The body of the order board and of the kitchen view: the load error with its retry, a spinner
 * until the first answer, `empty` when no order is shown, else a card per order in columns that
 * fill the screen's width.
 */
export const BoardCards = <Order extends BoardOrder>({
  board,
  shown,
  empty,
  testId,
  card,
}: {
  board: Pick<ReturnType<typeof useOrderBoard>, 'error' | 'retry' | 'orders'>;
  shown: Order[];
  empty: ReactNode;
  testId: string;
  card: (order: Order) => ReactNode;
}) => {
  const translate = useTranslate();
  if (board.error) return <LoadError error={board.error} onRetry={board.retry} />;
  if (board.orders === null) return <CircularProgress aria-label={translate('app.loading')} />;
  if (shown.length === 0) return empty;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))', alignItems: 'start' }} data-testid={testId}>
      {shown.map(card)}
    </Box>
  );
};

/** A card's 'Imprimir': the order whose kitchen tickets are in print, and the tickets while they are. */
export const useTicketPrint = (printers: BoardContext['printers'] | undefined) => {
  const [printing, setPrinting] = useState<BoardOrder | null>(null);
  const done = useCallback(() => setPrinting(null), []);
  return { print: setPrinting, tickets: printing && <KitchenTicketPrint order={printing} printers={printers ?? []} onDone={done} /> };
};
