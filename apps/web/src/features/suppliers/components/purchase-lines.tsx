import { IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { roundMoney } from '@dukani/domain';
import type { Tax } from '@dukani/contracts';
import { MoneyTextField } from '@/components/form/money-text-field';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { quantityDecimals } from '@/lib/format/use-number-text';

export interface PurchaseLineDraft {
  key: string;
  productId: number | null;
  variantId: number | null;
  variants: { id: number; name: string }[];
  unitId: number | null;
  item_Desc: string;
  quantity: number;
  itemCost: number;
  taxId: number;
}

interface PurchaseLinesProps {
  lines: PurchaseLineDraft[];
  taxes: Tax[];
  onChange: (lines: PurchaseLineDraft[]) => void;
}

/** The goods bought, line by line: quantity, unit cost (tax included) and its VAT band; a line without a product is another cost. */
export function PurchaseLines({ lines, taxes, onChange }: PurchaseLinesProps) {
  const { t } = useTranslation('expenses');
  const format = useCatalogFormat();
  const set = (key: string, change: Partial<PurchaseLineDraft>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  return (
    <Stack spacing={1.5} aria-label={t('purchase.lines')} role="list">
      {lines.map((line, index) => (
        <Stack
          key={line.key}
          role="listitem"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', pb: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <TextField
            size="small"
            label={line.productId ? t('purchase.product') : t('purchase.otherCost')}
            value={line.item_Desc}
            onChange={(event) => set(line.key, { item_Desc: event.target.value })}
            slotProps={{ input: { readOnly: line.productId !== null } }}
            sx={{ flex: '1 1 200px' }}
          />
          {line.variants.length > 0 && (
            <TextField
              select
              size="small"
              label={t('purchase.variant')}
              value={line.variantId ?? ''}
              onChange={(event) => set(line.key, { variantId: Number(event.target.value) })}
              sx={{ width: 140 }}
            >
              {line.variants.map((variant) => (
                <MenuItem key={variant.id} value={variant.id}>
                  {variant.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <MoneyTextField
            size="small"
            label={t('purchase.quantity')}
            value={line.quantity}
            decimals={quantityDecimals(line.unitId)}
            onValue={(quantity) => set(line.key, { quantity })}
            sx={{ width: 90 }}
            slotProps={{ htmlInput: { 'aria-label': t('purchase.quantityOf', { name: line.item_Desc || index + 1 }) } }}
          />
          <MoneyTextField
            size="small"
            label={t('purchase.unitCost')}
            value={line.itemCost}
            onValue={(itemCost) => set(line.key, { itemCost })}
            sx={{ width: 120 }}
            slotProps={{ htmlInput: { 'aria-label': t('purchase.unitCostOf', { name: line.item_Desc || index + 1 }) } }}
          />
          <TextField
            select
            size="small"
            label={t('purchase.tax')}
            value={line.taxId}
            onChange={(event) => set(line.key, { taxId: Number(event.target.value) })}
            sx={{ width: 140 }}
          >
            <MenuItem value={0}>{t('purchase.noTax')}</MenuItem>
            {taxes.map((tax) => (
              <MenuItem key={tax.taxId} value={tax.taxId}>
                {tax.name}
              </MenuItem>
            ))}
          </TextField>
          <Typography sx={{ alignSelf: 'center', fontVariantNumeric: 'tabular-nums', minWidth: 90, textAlign: 'right' }}>
            {format.money(roundMoney(line.quantity * line.itemCost))}
          </Typography>
          <Tooltip title={t('dialog.removeLine')}>
            <IconButton
              aria-label={t('dialog.removeLineNamed', { number: index + 1 })}
              onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
    </Stack>
  );
}
