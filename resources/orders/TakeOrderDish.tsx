import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Radio,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../src/domain/money';
import { chosenOf, groupFull, groupRuleOf, missingGroups, pickKey, togglePick } from '../../src/domain/optionPicks';
import { MAX_LINE_MESSAGE, MAX_LINE_QUANTITY } from '../../src/domain/orderRules';
import { resolveChoices } from '../../src/domain/productOptions';
import type { TotalsOptions } from '../../src/domain/orderTotals';
import type { MenuQrProduct } from '../../src/domain/wire/product';
import { unitFinal, type CartLine } from './takeOrderCart';

/**
 * One dish before it goes into the round: its choices by the same rules as the diner's option
 * dialog (src/domain/optionPicks.ts, checked by resolveChoices as the server does), a note for the
 * kitchen, how many, and what they cost with every tax and charge. Full screen on a phone.
 */
export const TakeOrderDish = ({
  product,
  totals,
  onAdd,
  onClose,
}: {
  product: MenuQrProduct;
  totals: TotalsOptions;
  onAdd: (line: Omit<CartLine, 'key'>) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.orders.take.${key}`, options);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [picked, setPicked] = useState<Set<string>>(() => new Set());
  const [message, setMessage] = useState('');
  const [quantity, setQuantity] = useState(1);
  const groups = product.optionGroups;
  const resolved = resolveChoices(product, chosenOf(groups, picked));
  const complete = 'options' in resolved;
  const missing = missingGroups(groups, picked);
  const unit = unitFinal(product, complete ? resolved.options : [], totals);
  const rule = (group: (typeof groups)[number]) => {
    const found = groupRuleOf(group);
    if (found.kind === 'one') return t('choose_one');
    if (found.kind === 'between') return t('choose_between', { min: found.min, max: found.max });
    return found.max === 1 ? t('up_to_one') : t('up_to', { max: found.max });
  };
  const add = () => {
    if (!complete) return;
    onAdd({ product, options: resolved.options, message: message.trim(), quantity });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="take-dish-title">
      <DialogTitle id="take-dish-title">{product.name}</DialogTitle>
      <DialogContent dividers>
        {product.shortDescription && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {product.shortDescription}
          </Typography>
        )}
        {groups.map((group, groupIndex) => {
          const full = groupFull(groups, picked, groupIndex);
          return (
            <Box component="fieldset" key={group.name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, pb: 1, mb: 1.5 }}>
              <Box component="legend" sx={{ px: 0.5 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {group.name}
                </Typography>
                <Typography component="span" variant="body2" color={group.min > 0 ? 'warning.dark' : 'text.secondary'} sx={{ ml: 1 }}>
                  {rule(group)}
                </Typography>
              </Box>
              {group.options.map((option, optionIndex) => {
                const checked = picked.has(pickKey(groupIndex, optionIndex));
                const extra = option.price > 0 ? unitFinal({ price: option.price, tax: product.tax, carriesService: product.carriesService }, [], totals) : 0;
                const Control = group.max === 1 ? Radio : Checkbox;
                return (
                  <FormControlLabel
                    key={option.name}
                    sx={{ display: 'flex', mr: 0, '& .MuiFormControlLabel-label': { flex: 1 } }}
                    control={
                      <Control
                        checked={checked}
                        disabled={(full && !checked) || option.soldOut}
                        onChange={() => setPicked((current) => togglePick(groups, current, groupIndex, optionIndex))}
                        name={`group-${groupIndex}`}
                      />
                    }
                    label={
                      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                        <span>{option.soldOut ? `${option.name} · ${t('sold_out')}` : option.name}</span>
                        {extra > 0 && <span style={{ fontVariantNumeric: 'tabular-nums' }}>{`+${formatMoney(extra)}`}</span>}
                      </Stack>
                    }
                  />
                );
              })}
            </Box>
          );
        })}
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('note')}
          placeholder={t('note_hint')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_LINE_MESSAGE } }}
          sx={{ mt: 0.5 }}
        />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 2 }}>
          <Typography sx={{ flex: 1 }}>{t('quantity')}</Typography>
          <IconButton aria-label={t('less', { name: product.name })} onClick={() => setQuantity((value) => Math.max(1, value - 1))} disabled={quantity <= 1}>
            <RemoveIcon />
          </IconButton>
          <Typography aria-live="polite" sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }} data-testid="dish-quantity">
            {quantity}
          </Typography>
          <IconButton aria-label={t('more', { name: product.name })} onClick={() => setQuantity((value) => Math.min(MAX_LINE_QUANTITY, value + 1))} disabled={quantity >= MAX_LINE_QUANTITY}>
            <AddIcon />
          </IconButton>
        </Stack>
        {missing.length > 0 && (
          <Typography role="status" color="warning.dark" variant="body2" sx={{ mt: 1 }}>
            {t('missing', { groups: missing.map((group) => group.name).join(', ') })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!complete} onClick={add}>
          {t('add_with_price', { price: formatMoney(Math.round(unit * 100 * quantity) / 100) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
