import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { z } from 'zod';
import { ADJUSTMENT_TYPES, stockAdjustmentSchema, type Product } from '@dukani/contracts';
import { isApiError } from '@/lib/api-client';
import { FormTextField } from '@/components/form/form-text-field';
import { showSaveError } from '@/lib/form/show-save-error';
import { DIALOG_FORM_STYLE } from '@/components/form/dialog-form-style';
import { CatalogNumberField } from '@/components/form/catalog-number-field';
import { quantityDecimals } from '@/lib/format/use-number-text';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { useAdjustStock } from '@/api/stock/adjust-stock';
import { QuantityPreview } from './quantity-preview';
import { composeReason, currentQuantity, quantityAfter, STOCK_REASONS, reasonLabelKey } from './stock-rules';
import { VariantSelect } from './variant-select';
import { useUnitLabel } from '@/lib/format/use-unit-label';

/** The dialog's fields: the contract's, plus the reason split into a choice and the user's words. */
function adjustFormSchemaFor(hasVariants: boolean) {
  return z
    .object({
      variantId: stockAdjustmentSchema.shape.variantId,
      adjustmentType: z.enum(ADJUSTMENT_TYPES),
      qty: stockAdjustmentSchema.shape.qty,
      reason: z.enum(STOCK_REASONS),
      details: z.string().trim().max(150).nullish(),
      note: stockAdjustmentSchema.shape.note,
    })
    .superRefine((value, context) => {
      if (hasVariants && !value.variantId) context.addIssue({ code: 'custom', path: ['variantId'], message: 'is required' });
      if (value.adjustmentType !== 'Set' && value.qty <= 0) context.addIssue({ code: 'custom', path: ['qty'], message: 'must be greater than 0' });
      if (value.reason === 'Other' && !value.details) context.addIssue({ code: 'custom', path: ['details'], message: 'is required' });
    });
}
type AdjustForm = z.input<ReturnType<typeof adjustFormSchemaFor>>;
type AdjustOutput = z.output<ReturnType<typeof adjustFormSchemaFor>>;
const FIELDS = ['variantId', 'qty', 'note'] as const;

interface AdjustStockDialogProps {
  product: Product;
  onClose: () => void;
}

/** I29: correct the count (Increase, Decrease or Set) with a reason, previewing "before → after". */
export function AdjustStockDialog({ product, onClose }: AdjustStockDialogProps) {
  const { t } = useTranslation('catalog');
  const unitLabel = useUnitLabel();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const adjust = useAdjustStock();
  const idempotency = useIdempotencyKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const hasVariants = product.variants.length > 0;
  const { control, handleSubmit, setError } = useForm<AdjustForm, unknown, AdjustOutput>({
    resolver: zodResolver(adjustFormSchemaFor(hasVariants)),
    defaultValues: { variantId: null, adjustmentType: 'Decrease', qty: Number.NaN, reason: 'Damaged', details: null, note: null },
  });
  const [variantId, type, qty, reason] = useWatch({ control, name: ['variantId', 'adjustmentType', 'qty', 'reason'] });
  const before = currentQuantity(product, variantId);
  const after = quantityAfter(before, type, qty);

  const onSubmit = handleSubmit(async (data) => {
    setRefusal(null);
    const body = {
      id: product.id,
      variantId: data.variantId ?? null,
      adjustmentType: data.adjustmentType,
      qty: data.qty,
      reason: composeReason(data.reason, data.details),
      note: data.note ?? null,
    };
    try {
      const saved = await adjust.mutateAsync({ body, idempotencyKey: idempotency.keyFor(body) });
      idempotency.reset();
      toast.success(t('stock.adjusted', { quantity: `${saved.quantity} ${unitLabel(saved.unitName)}`.trim() }));
      onClose();
    } catch (error) {
      // OUT_OF_STOCK: the server's sentence explains it, next to the numbers the user is looking at.
      if (isApiError(error) && error.status === 409) {
        setRefusal(error.message);
        return;
      }
      showSaveError(error, t('errors.stockFailed'), { setError, fields: FIELDS });
    }
  });

  const title = t('stock.adjust.title');
  return (
    <Dialog open onClose={adjust.isPending ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="adjust-dialog-title">
      <form style={DIALOG_FORM_STYLE} noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="adjust-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
          {title}: {product.name}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 1 }}>
            {hasVariants && <VariantSelect control={control} name="variantId" product={product} />}
            <Controller
              control={control}
              name="adjustmentType"
              render={({ field }) => (
                <FormControl>
                  <FormLabel id="adjust-type-label" sx={{ mb: 1, typography: 'body2' }}>
                    {t('stock.fields.type')}
                  </FormLabel>
                  <ToggleButtonGroup
                    exclusive
                    fullWidth
                    color="primary"
                    size="small"
                    value={field.value}
                    onChange={(_, next: AdjustForm['adjustmentType'] | null) => next && field.onChange(next)}
                    aria-labelledby="adjust-type-label"
                  >
                    {ADJUSTMENT_TYPES.map((value) => (
                      <ToggleButton key={value} value={value}>
                        {t(`stock.types.${value}`)}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                </FormControl>
              )}
            />
            <CatalogNumberField
              control={control}
              name="qty"
              maxDecimals={quantityDecimals(product.unitId)}
              label={type === 'Set' ? t('stock.fields.newCount') : t('stock.fields.quantity')}
              required
              autoFocus={!hasVariants}
              helperText={type === 'Set' ? t('stock.fields.newCountHint') : undefined}
              slotProps={{ input: { endAdornment: <span style={{ opacity: 0.7, whiteSpace: 'nowrap' }}>{unitLabel(product.unitName)}</span> } }}
            />
            <QuantityPreview before={before} after={after} unit={unitLabel(product.unitName)} />
            <Controller
              control={control}
              name="reason"
              render={({ field }) => (
                <TextField select label={t('stock.fields.reason')} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                  {STOCK_REASONS.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(reasonLabelKey(value) ?? value)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormTextField
              control={control}
              name="details"
              label={reason === 'Other' ? t('stock.fields.reasonOther') : t('stock.fields.reasonDetails')}
              required={reason === 'Other'}
              emptyAsNull
            />
            <FormTextField control={control} name="note" label={t('stock.fields.note')} emptyAsNull multiline minRows={2} />
            {refusal && (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={adjust.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={adjust.isPending}>
            {t('stock.adjust.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
