import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BoardOrder } from '../../src/domain/wire/board';
import { warnsOfAllergy } from '../../src/domain/allergyNotes';
import { lineKey, optionsText } from '../../src/domain/optionLines';

/** What to prepare: quantity × product, each line's comment under it (an allergy set apart), then the order's comments. */
export const OrderLines = ({ order, large = false }: { order: BoardOrder; large?: boolean }) => {
  const translate = useTranslate();
  const size = large ? '1.5rem' : undefined;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {order.products.map((line) => (
        <Box component="li" key={lineKey(line.id, line.options)} sx={{ py: large ? 0.5 : 0.25 }}>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: size, mr: 1 }}>{`${line.quantity} ×`}</Typography>
          <Typography component="span" sx={{ fontSize: size }}>{line.name}</Typography>
          {line.options.length > 0 && (
            <Typography data-testid="line-options" sx={{ pl: 3, fontWeight: 600, fontSize: large ? '1.25rem' : '0.875rem' }}>
              {optionsText(line.options)}
            </Typography>
          )}
          {line.message &&
            (warnsOfAllergy(line.message) ? (
              // an allergy stands out from the other notes: red, bold, marked (src/domain/allergyNotes.ts)
              <Typography data-allergy sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'error.main', fontWeight: 700, pl: 3, fontSize: large ? '1.25rem' : '0.875rem' }}>
                <WarningAmberIcon fontSize="inherit" titleAccess={translate('resources.orders.allergy_warning')} />
                {line.message}
              </Typography>
            ) : (
              <Typography sx={{ fontStyle: 'italic', color: 'warning.dark', pl: 3, fontSize: large ? '1.25rem' : '0.875rem' }}>{line.message}</Typography>
            ))}
        </Box>
      ))}
      {order.detail && (
        <Typography component="li" sx={{ mt: 1, fontSize: large ? '1.25rem' : '0.875rem' }}>
          <strong>{`${translate('resources.orders.comments')}: `}</strong>
          {order.detail}
        </Typography>
      )}
    </Box>
  );
};
