import { Link, TableCell } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A row's first cell in the provider's home tables: the merchant's name, opening its record. */
export const MerchantNameCell = ({ merchant }: { merchant: { id: number; name: string } }) => (
  <TableCell component="th" scope="row">
    <Link component={RouterLink} to={`/merchants/${merchant.id}`}>
      {merchant.name}
    </Link>
  </TableCell>
);
