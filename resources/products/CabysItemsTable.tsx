import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CabysItem } from './cabysTypes';

/** Items with their code, description and tax, each with 'Elegir' when the picker chooses. */
export const CabysItemsTable = ({ items, onChoose }: { items: CabysItem[]; onChoose?: (item: CabysItem) => void }) => {
  const translate = useTranslate();
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
              <TableCell align="right">
                <Button size="small" variant="outlined" onClick={() => onChoose(item)} aria-label={`${translate('resources.products.cabys.choose')} ${item.CodigoBienServicio}`}>
                  {translate('resources.products.cabys.choose')}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
