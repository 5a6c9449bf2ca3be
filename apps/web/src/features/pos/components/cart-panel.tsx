import {
  Alert,
  Box,
  Divider,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from 'react-i18next';
import { cartIssues, cartTotals, fromCents, toCents, toNumberOrZero, type CartLine, type CartOptions, type LineTotals } from '@dukani/domain';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { usePosStore } from '../state/pos-store';

interface CartPanelProps {
  options: CartOptions;
  selectedKey: string | null;
  onSelect(key: string): void;
  onRefused(message: string): void;
}

function LineRow({
  line,
  index,
  figures,
  options,
  selected,
  onSelect,
  onRefused,
}: { line: CartLine; index: number; figures: LineTotals; selected: boolean } & Omit<CartPanelProps, 'selectedKey'>) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const cart = usePosStore((s) => s.cart);
  const { setQuantity, setPrice, setLineDiscount, removeLine } = usePosStore.getState();
  const issue = cartIssues(cart).find((i) => i.field.startsWith(`itemList[${index}].`));
  const change = (quantity: number) => {
    const refused = setQuantity(line.key, quantity, options);
    if (refused) onRefused(refused);
  };
  return (
    <Box
      role="listitem"
      aria-label={line.name}
      aria-current={selected || undefined}
      onClick={() => onSelect(line.key)}
      sx={{ py: 1, px: 1, borderRadius: 1, bgcolor: selected ? 'action.selected' : undefined }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
          {line.name}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {format.money(fromCents(toCents(figures.lineGross) - toCents(figures.lineDiscount)))}
        </Typography>
        <IconButton size="small" aria-label={t('cart.remove', { name: line.name })} onClick={() => removeLine(line.key)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, mt: 0.5, flexWrap: 'wrap' }}>
        <IconButton size="small" aria-label={t('cart.less', { name: line.name })} onClick={() => change(line.quantity - 1)}>
          <RemoveIcon fontSize="small" />
        </IconButton>
        <TextField
          size="small"
          type="number"
          value={line.quantity}
          sx={{ width: 64 }}
          slotProps={{ htmlInput: { 'aria-label': t('cart.quantity', { name: line.name }), step: 'any', min: 0 } }}
          onChange={(e) => change(toNumberOrZero(e.target.value))}
        />
        <IconButton size="small" aria-label={t('cart.more', { name: line.name })} onClick={() => change(line.quantity + 1)}>
          <AddIcon fontSize="small" />
        </IconButton>
        <TextField
          size="small"
          type="number"
          label={t('cart.price')}
          value={line.calcPrice}
          sx={{ width: 92 }}
          slotProps={{ htmlInput: { 'aria-label': t('cart.priceOf', { name: line.name }), step: 'any', min: 0 } }}
          onChange={(e) => setPrice(line.key, toNumberOrZero(e.target.value))}
        />
        <TextField
          size="small"
          type="number"
          label={t('cart.lineDiscount')}
          value={line.discount}
          sx={{ width: 80 }}
          slotProps={{ htmlInput: { 'aria-label': t('cart.discountOf', { name: line.name }), step: 'any', min: 0 } }}
          onChange={(e) => setLineDiscount(line.key, toNumberOrZero(e.target.value))}
        />
      </Stack>
      {issue && (
        <Typography variant="caption" color="error" role="alert">
          {t('cart.issue', { message: issue.message })}
        </Typography>
      )}
    </Box>
  );
}

/** The cart of product-spec §4: lines newest first, order discount, tax exempt, shipping, R/W, live totals. */
export function CartPanel({ options, selectedKey, onSelect, onRefused }: CartPanelProps) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const cart = usePosStore((s) => s.cart);
  const { setDiscount, setShippingFee, setTaxExempt, setPriceType } = usePosStore.getState();
  const totals = cartTotals(cart);
  const orderIssue = cartIssues(cart).find((i) => !i.field.startsWith('itemList['));

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Tooltip title={t('cart.priceTypeHelp')}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={cart.priceType}
            aria-label={t('cart.priceType')}
            onChange={(_e, value: 'R' | 'W' | null) => value && setPriceType(value)}
          >
            <ToggleButton value="R">{t('cart.retail')}</ToggleButton>
            <ToggleButton value="W">{t('cart.wholesale')}</ToggleButton>
          </ToggleButtonGroup>
        </Tooltip>
        <FormControlLabel control={<Switch checked={cart.taxExempt} onChange={(e) => setTaxExempt(e.target.checked)} />} label={t('cart.taxExempt')} />
      </Stack>
      {cart.lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('cart.empty')}
        </Typography>
      ) : (
        <Box role="list" aria-label={t('cart.lines')} sx={{ maxHeight: { md: '42vh' }, overflow: 'auto' }}>
          {cart.lines.map((line, index) => (
            <LineRow
              key={line.key}
              line={line}
              index={index}
              figures={totals.lines[index]!}
              options={options}
              selected={line.key === selectedKey}
              onSelect={onSelect}
              onRefused={onRefused}
            />
          ))}
        </Box>
      )}
      <Divider />
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          type="number"
          label={t('cart.discount')}
          value={cart.discount.amount}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { step: 'any', min: 0 } }}
          onChange={(e) => setDiscount({ ...cart.discount, amount: toNumberOrZero(e.target.value) })}
        />
        <TextField
          select
          size="small"
          label={t('cart.discountType')}
          value={cart.discount.type}
          sx={{ width: 90 }}
          onChange={(e) => setDiscount({ ...cart.discount, type: e.target.value as 'KES' | '%' })}
        >
          <MenuItem value="KES">KES</MenuItem>
          <MenuItem value="%">%</MenuItem>
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t('cart.shipping')}
          value={cart.shippingFee}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { step: 'any', min: 0 } }}
          onChange={(e) => setShippingFee(toNumberOrZero(e.target.value))}
        />
      </Stack>
      {orderIssue && <Alert severity="warning">{orderIssue.message}</Alert>}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, '& dd': { m: 0, textAlign: 'right' } }}>
        <dt>{t('totals.subTotal')}</dt>
        <dd>{format.money(totals.subTotal)}</dd>
        <dt>{t('totals.discount')}</dt>
        <dd>{totals.discount ? `−${format.money(totals.discount)}` : format.money(0)}</dd>
        <dt>{t('totals.tax')}</dt>
        <dd>{format.money(totals.taxes)}</dd>
        {totals.shippingFee > 0 && (
          <>
            <dt>{t('totals.shippingOrder')}</dt>
            <dd>{format.money(totals.shippingFee)}</dd>
          </>
        )}
        <Typography component="dt" variant="h6">
          {t('totals.total')}
        </Typography>
        <Typography component="dd" variant="h6" aria-label={t('totals.totalLabel')}>
          {format.money(totals.amountDue)}
        </Typography>
      </Box>
    </Stack>
  );
}
