import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CabysItem } from '../../src/domain/wire/cabys';

/** Items with their code, description and tax, each with 'Elegir' when the picker chooses. */
export const CabysItemsTable = ({ items, onChoose }: { items: CabysItem[]; onChoose?: (item: CabysItem) => void }) => {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const chooseButton = (item: CabysItem) =>
    onChoose && (
      <Button size="small" variant="outlined" onClick={() => onChoose(item)} aria-label={`${translate('resources.products.cabys.choose')} ${item.CodigoBienServicio}`}>
        {translate('resources.products.cabys.choose')}
      </Button>
    );
  // on a phone a four-column table does not fit: one block per item, its button under the text
  if (phone) {
    return (
      <Box role="list">
        {items.map((item) => (
          <Box key={item.CodigoBienServicio} role="listitem" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{`${item.CodigoBienServicio} · ${item.Impuesto} %`}</Typography>
            <Typography variant="body2">{item.DescripcionBienServicio}</Typography>
            {onChoose && <Box sx={{ mt: 0.5 }}>{chooseButton(item)}</Box>}
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.products.cabys.code')}</TableCell>
          <TableCell>{translate('resources.products.cabys.description')}</TableCell>
          <TableCell align="right">{translate('resources.products.cabys.tax')}</TableCell>
          {onChoose && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.CodigoBienServicio} hover>
            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{item.CodigoBienServicio}</TableCell>
            <TableCell>{item.DescripcionBienServicio}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{`${item.Impuesto} %`}</TableCell>
            {onChoose && (
              <TableCell align="right">{chooseButton(item)}</TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
