import { memo, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from '@/lib/translation/use-translation';
import { QUANTITY_DECIMALS, quantityIssue, stockCapOf, type CartLine, type CartOptions } from '@dukani/domain';
import { OutlinedField } from '@/components/form/outlined-field';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { quantityDecimals, useNumberText } from '@/lib/format/use-number-text';
import { usePosStore } from '../state/pos-store';
import { useQuantityCheck } from '../state/use-quantity-check';

interface CartLineRowProps {
  line: CartLine;
  /** What the line costs after its discount. A number, not the totals' object, so an unchanged line skips rendering. */
  lineTotal: number;
  options: CartOptions;
  selected: boolean;
  /** The cart's rule issue for this line (a price under the minimum …), shown under the row. */
  issue: string | null;
  onSelect(key: string): void;
  onEdit(key: string): void;
  onRefused(message: string): void;
}

/**
 * One compact row: the name (tap it to change price or discount), a quantity stepper and the line total. One
 * row per line keeps six or more lines and the totals in view at 1366×768. Memoised: a change to one line of a
 * 50-line cart renders that row, not all 50 (issue 18: till interactions within 50 ms).
 */
export const CartLineRow = memo(function CartLineRow({ line, lineTotal, options, selected, issue, onSelect, onEdit, onRefused }: CartLineRowProps) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const numbers = useNumberText();
  const checkQuantity = useQuantityCheck();
  const decimals = quantityDecimals(line.unitId);
  const [text, setText] = useState(() => numbers.format(line.quantity));
  const [refusal, setRefusal] = useState<string | null>(null);
  // A scan or the stepper changed the quantity: show it, unless the text already reads as that value.
  useEffect(() => {
    const typed = numbers.parse(text, QUANTITY_DECIMALS);
    if (!typed.ok || typed.value !== line.quantity) setText(numbers.format(line.quantity));
    // Only the stored quantity drives this; the typed text is the user's until then.
  }, [line.quantity]);

  const change = (quantity: number, fromStepper: boolean) => {
    const cap = stockCapOf(line, options);
    // Typing more than the shelf holds sets what is left and says so (issue 36, item 4); the sentence stays until
    // the cashier sets a quantity that fits.
    if (!fromStepper && cap !== null && cap > 0 && quantity > cap && quantity > line.quantity && !quantityIssue(quantity, line.unitId)) {
      setText(numbers.format(cap));
      setRefusal(usePosStore.getState().setQuantity(line.key, cap, options) ?? t('cart.quantityIssue.capped', { name: line.name, left: format.quantity(cap) }));
      return;
    }
    const refused = checkQuantity(line, quantity, options) ?? usePosStore.getState().setQuantity(line.key, quantity, options);
    setRefusal(refused);
    if (refused && fromStepper) onRefused(refused);
  };
  const onType = (value: string) => {
    setText(value);
    // Read up to 3 decimals for every unit, so 2.5 pieces gets the unit's own sentence rather than "whole numbers".
    const parsed = numbers.parse(value, QUANTITY_DECIMALS);
    if (!parsed.ok) setRefusal(numbers.describe(parsed, QUANTITY_DECIMALS));
    else if (parsed.value !== null) change(parsed.value, false);
  };
  const message = refusal ?? issue;
  return (
    <Box
      role="listitem"
      aria-label={line.name}
      aria-current={selected || undefined}
      onClick={() => onSelect(line.key)}
      sx={{ py: 0.5, px: 0.5, borderRadius: 1, bgcolor: selected ? 'action.selected' : undefined }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <ButtonBase
          onClick={() => onEdit(line.key)}
          aria-label={t('cart.edit', { name: line.name })}
          sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', textAlign: 'left', borderRadius: 1, px: 0.5, py: 0.5 }}
        >
          <Typography variant="body2" component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {line.name}
            {/* Price (and discount) run on after the name, so a short name keeps the row one line high. */}
            <Typography variant="caption" component="span" color="text.secondary" sx={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
              {` · @ ${format.money(line.calcPrice)}`}
              {line.discount > 0 && ` −${format.money(line.discount)}`}
            </Typography>
          </Typography>
        </ButtonBase>
        <IconButton size="small" sx={{ p: 0.5 }} aria-label={t('cart.less', { name: line.name })} onClick={() => change(line.quantity - 1, true)}>
          <RemoveIcon fontSize="small" />
        </IconButton>
        <OutlinedField
          size="small"
          value={text}
          error={refusal !== null}
          sx={{ width: 52, '& input': { textAlign: 'center', px: 0.5, py: 0.75 } }}
          slotProps={{ htmlInput: { 'aria-label': t('cart.quantity', { name: line.name }), inputMode: decimals ? 'decimal' : 'numeric' } }}
          onChange={(e) => onType(e.target.value)}
          // The refused text goes back to the quantity the line still has; the sentence stays until the next change.
          onBlur={() => setText(numbers.format(line.quantity))}
        />
        <IconButton size="small" sx={{ p: 0.5 }} aria-label={t('cart.more', { name: line.name })} onClick={() => change(line.quantity + 1, true)}>
          <AddIcon fontSize="small" />
        </IconButton>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 64, textAlign: 'right' }}>
          {format.money(lineTotal)}
        </Typography>
      </Stack>
      {message && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', px: 0.5 }}>
          {message}
        </Typography>
      )}
    </Box>
  );
});
