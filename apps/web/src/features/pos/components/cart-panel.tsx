import { lazy, useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/translation/use-translation';
import { cartIssues, cartTotals, currencyCodeOf, currencySymbolOf, customerSubtotal, fromCents, lineSubtotalCents, type CartOptions } from '@dukani/domain';
import { useSession } from '@/lib/session-store';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { usePosStore } from '../state/pos-store';
import { useCartIssueText } from '../state/use-cart-issue-text';
import { CartLineRow } from './cart-line';
import { MoneyTextField } from '@/components/form/money-text-field';
import { ChoiceButtons } from '@/components/form/choice-buttons';
import { LazyMount } from '@/components/lazy-mount';
import { Hint } from '@/components/deferred/hint';

// Loaded when a line is first tapped: the till opens without it.
const LineEditDialog = lazy(() => import('./line-edit-dialog').then((m) => ({ default: m.LineEditDialog })));

interface CartPanelProps {
  options: CartOptions;
  selectedKey: string | null;
  onSelect(key: string): void;
  onRefused(message: string): void;
  /** Hold, clear and Charge: under the totals, which never scroll away behind them. */
  actions: ReactNode;
}

/** The cart of product-spec §4: lines newest first, order discount, tax exempt, shipping, R/W, live totals. */
export function CartPanel({ options, selectedKey, onSelect, onRefused, actions }: CartPanelProps) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const cart = usePosStore((s) => s.cart);
  // The shop's currency as every other screen and the receipt write it ("KSh", not "KES").
  const currencySymbol = currencySymbolOf(currencyCodeOf(useSession((s) => s.activeBusiness?.country)));
  const { setDiscount, setShippingFee, setTaxExempt, setPriceType } = usePosStore.getState();
  const totals = cartTotals(cart);
  // The receipt's subtotal (lines after their own discounts) and its order discount: one definition for both.
  const shown = customerSubtotal(totals.lines);
  const issues = cartIssues(cart);
  const issueText = useCartIssueText();
  const orderIssue = issues.find((i) => !i.field.startsWith('itemList['));
  const lineIssueText = (index: number) => {
    const issue = issues.find((i) => i.field.startsWith(`itemList[${index}].`));
    return issue ? issueText(issue, cart) : null;
  };
  const [editing, setEditing] = useState<string | null>(null);
  const editedLine = cart.lines.find((line) => line.key === editing) ?? null;
  // Stable, so the memoised rows of unchanged lines skip rendering.
  const onEdit = useCallback(
    (key: string) => {
      onSelect(key);
      setEditing(key);
    },
    [onSelect],
  );

  return (
    // A column whose only scrolling part is the lines: totals and Charge stay in view however long the order.
    <Stack spacing={1} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Hint title={t('cart.priceTypeHelp')}>
          <ChoiceButtons
            label={t('cart.priceType')}
            value={cart.priceType}
            options={[
              { value: 'R', label: t('cart.retail') },
              { value: 'W', label: t('cart.wholesale') },
            ]}
            onChange={setPriceType}
          />
        </Hint>
        <FormControlLabel control={<Switch checked={cart.taxExempt} onChange={(e) => setTaxExempt(e.target.checked)} />} label={t('cart.taxExempt')} />
      </Stack>
      {cart.lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('cart.empty')}
        </Typography>
      ) : (
        <Box role="list" aria-label={t('cart.lines')} sx={{ flex: '1 1 auto', minHeight: 96, overflow: 'auto' }}>
          {cart.lines.map((line, index) => (
            <CartLineRow
              key={line.key}
              line={line}
              lineTotal={fromCents(lineSubtotalCents(totals.lines[index]!))}
              options={options}
              selected={line.key === selectedKey}
              issue={lineIssueText(index)}
              onSelect={onSelect}
              onEdit={onEdit}
              onRefused={onRefused}
            />
          ))}
        </Box>
      )}
      <Divider />
      <Stack direction="row" spacing={1}>
        {/* Amount or percent sits inside the discount field (as Square's does), so both labels show whole. */}
        <MoneyTextField
          size="small"
          label={t('cart.discount')}
          value={cart.discount.amount}
          sx={{ flex: 1 }}
          onValue={(amount) => setDiscount({ ...cart.discount, amount })}
          slotProps={{
            inputLabel: { shrink: true },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <NativeSelect
                    variant="standard"
                    disableUnderline
                    value={cart.discount.type}
                    inputProps={{ 'aria-label': t('cart.discountType') }}
                    // Room for a whole currency code (KES, UGX, RWF) beside the arrow: the select fills this root
                    // (MUI's own min-width on the select itself wins over one set from here).
                    sx={{ fontSize: 14, minWidth: 64 }}
                    onChange={(e) => setDiscount({ ...cart.discount, type: e.target.value as 'KES' | '%' })}
                  >
                    {/* 'KES' is the API's word for "an amount" whatever the shop's currency; the cashier sees their own. */}
                    <option value="KES">{currencySymbol}</option>
                    <option value="%">%</option>
                  </NativeSelect>
                </InputAdornment>
              ),
            },
          }}
        />
        <MoneyTextField
          size="small"
          label={t('cart.shipping')}
          value={cart.shippingFee}
          sx={{ flex: 1 }}
          onValue={setShippingFee}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {orderIssue && <Alert severity="warning">{issueText(orderIssue, cart)}</Alert>}
      <Box
        component="dl"
        aria-label={t('totals.title')}
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.25, '& dd': { m: 0, textAlign: 'right' } }}
      >
        <dt>{t('totals.subTotal')}</dt>
        <dd>{format.money(shown.subTotal)}</dd>
        <dt>{t('totals.discount')}</dt>
        <dd>{shown.orderDiscount ? `−${format.money(shown.orderDiscount)}` : format.money(0)}</dd>
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
      {actions}
      <LazyMount open={editedLine !== null}>
        <LineEditDialog line={editedLine} onClose={() => setEditing(null)} />
      </LazyMount>
    </Stack>
  );
}
