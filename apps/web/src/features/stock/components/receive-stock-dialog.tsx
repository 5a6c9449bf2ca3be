import { useState } from 'react';
import { Button, Collapse, Dialog, DialogActions, DialogContent, DialogTitle, Grid, MenuItem, TextField, useMediaQuery, useTheme } from '@mui/material';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { z } from 'zod';
import { stockAdjustmentSchema, type Product } from '@dukani/contracts';
import { roundTo } from '@dukani/domain';
import { canUse, useSession } from '@/lib/session-store';
import { FormTextField } from '@/components/form/form-text-field';
import { showSaveError } from '@/lib/form/show-save-error';
import { DIALOG_FORM_STYLE } from '@/components/form/dialog-form-style';
import { CatalogNumberField } from '@/components/form/catalog-number-field';
import { quantityDecimals } from '@/lib/format/use-number-text';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useShopUtcOffset } from '@/lib/format/format-locale';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { useBusinessSuppliers } from '@/api/suppliers/get-business-suppliers';
import { useReceiveStock } from '@/api/stock/receive-stock';
import { QuantityPreview } from './quantity-preview';
import { currentQuantity, nowLocal, toIsoWithOffset } from './stock-rules';
import { VariantSelect } from './variant-select';
import { ReceivedAtFields } from './received-at-fields';
import { useUnitLabel } from '@/lib/format/use-unit-label';

const shape = stockAdjustmentSchema.shape;
function receiveFormSchemaFor(hasVariants: boolean) {
  return z
    .object({
      variantId: shape.variantId,
      qty: shape.qty.positive('must be greater than 0'),
      buyingPrice: shape.buyingPrice,
      sellingPrice: shape.sellingPrice,
      wholesalePrice: shape.wholesalePrice,
      supplierId: shape.supplierId,
      note: shape.note,
      /** datetime-local text on the shop's clock; sent as transactionDate with the shop's offset. */
      receivedAt: z.string().min(1, 'is required'),
    })
    .superRefine((value, context) => {
      if (hasVariants && !value.variantId) context.addIssue({ code: 'custom', path: ['variantId'], message: 'is required' });
    });
}
type ReceiveForm = z.input<ReturnType<typeof receiveFormSchemaFor>>;
type ReceiveOutput = z.output<ReturnType<typeof receiveFormSchemaFor>>;
const FIELDS = ['variantId', 'qty', 'buyingPrice', 'sellingPrice', 'wholesalePrice', 'supplierId', 'note'] as const;
/** The form's mark for a delivery time after now (the browser's own field used to stop it with `max`). */
const FUTURE = 'future';
/** The prices a delivery may change; each field's label key is `stock.fields.<name>`. */
const PRICE_FIELDS = ['buyingPrice', 'sellingPrice', 'wholesalePrice'] as const;

interface ReceiveStockDialogProps {
  product: Product;
  onClose: () => void;
}

/** I27: stock delivered (a Receive movement), with the supplier and, when they changed, new prices. */
export function ReceiveStockDialog({ product, onClose }: ReceiveStockDialogProps) {
  const { t } = useTranslation('catalog');
  const unitLabel = useUnitLabel();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const format = useCatalogFormat();
  const businessId = useSession((state) => state.businessId);
  const maySeeSuppliers = useSession((state) => canUse(state, ['suppliers']));
  const suppliers = useBusinessSuppliers(businessId, maySeeSuppliers);
  const receive = useReceiveStock();
  const idempotency = useIdempotencyKey();
  const [showPrices, setShowPrices] = useState(false);
  const hasVariants = product.variants.length > 0;
  const shopOffset = useShopUtcOffset();
  const latest = nowLocal(new Date(), shopOffset);
  const { control, handleSubmit, setError } = useForm<ReceiveForm, unknown, ReceiveOutput>({
    resolver: zodResolver(receiveFormSchemaFor(hasVariants)),
    defaultValues: {
      variantId: null,
      qty: Number.NaN,
      buyingPrice: null,
      sellingPrice: null,
      wholesalePrice: null,
      supplierId: null,
      note: null,
      receivedAt: latest,
    },
  });
  const [variantId, qty] = useWatch({ control, name: ['variantId', 'qty'] });
  const before = currentQuantity(product, variantId);
  const variant = product.variants.find((v) => v.id === variantId);
  const prices = variant ?? product;

  const onSubmit = handleSubmit(async (data) => {
    // Compared as text on the shop's clock: both are yyyy-mm-ddTHH:MM.
    if (data.receivedAt > nowLocal(new Date(), shopOffset)) return setError('receivedAt', { message: FUTURE });
    const body = {
      id: product.id,
      variantId: data.variantId ?? null,
      qty: data.qty,
      buyingPrice: data.buyingPrice ?? null,
      sellingPrice: data.sellingPrice ?? null,
      wholesalePrice: data.wholesalePrice ?? null,
      supplierId: data.supplierId || null,
      note: data.note ?? null,
      transactionDate: toIsoWithOffset(data.receivedAt, shopOffset),
    };
    try {
      const saved = await receive.mutateAsync({ body, idempotencyKey: idempotency.keyFor(body) });
      idempotency.reset();
      toast.success(t('stock.received', { quantity: `${saved.quantity} ${unitLabel(saved.unitName)}`.trim() }));
      onClose();
    } catch (error) {
      showSaveError(error, t('errors.stockFailed'), { setError, fields: FIELDS });
    }
  });

  const title = t('stock.receive.title');
  const nowHint = (value: number) => t('stock.fields.currentPrice', { price: format.money(value) });
  return (
    <Dialog open onClose={receive.isPending ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="receive-dialog-title">
      <form style={DIALOG_FORM_STYLE} noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="receive-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
          {title}: {product.name}
        </DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {hasVariants && (
              <Grid size={12}>
                <VariantSelect control={control} name="variantId" product={product} />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 5 }}>
              <CatalogNumberField
                control={control}
                name="qty"
                maxDecimals={quantityDecimals(product.unitId)}
                label={t('stock.fields.receivedQuantity')}
                required
                autoFocus={!hasVariants}
                slotProps={{ input: { endAdornment: <span style={{ opacity: 0.7, whiteSpace: 'nowrap' }}>{unitLabel(product.unitName)}</span> } }}
              />
            </Grid>
            {/* The day and the time side by side need the wider half: at 6 of 12 the day read "01/12/202". */}
            <Grid size={{ xs: 12, sm: 7 }}>
              <Controller
                control={control}
                name="receivedAt"
                render={({ field, fieldState }) => (
                  <ReceivedAtFields
                    dateLabel={t('stock.fields.receivedAt')}
                    timeLabel={t('stock.fields.receivedTime')}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error && (fieldState.error.message === FUTURE ? t('stock.fields.receivedAtFuture') : t('stock.fields.receivedAtMissing'))}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <QuantityPreview before={before} after={Number.isFinite(qty) && qty > 0 ? roundTo(before + qty, 3) : before} unit={unitLabel(product.unitName)} />
            </Grid>
            {maySeeSuppliers && (
              <Grid size={12}>
                <Controller
                  control={control}
                  name="supplierId"
                  render={({ field }) => (
                    <TextField
                      select
                      label={t('stock.fields.supplier')}
                      value={field.value ?? 0}
                      onChange={(event) => field.onChange(Number(event.target.value) || null)}
                      helperText={suppliers.isSuccess && suppliers.data.length === 0 ? t('stock.fields.noSuppliers') : undefined}
                    >
                      <MenuItem value={0}>{t('stock.fields.noSupplier')}</MenuItem>
                      {(suppliers.data ?? [])
                        .filter((s) => s.isActive)
                        .map((supplier) => (
                          <MenuItem key={supplier.id} value={supplier.id}>
                            {supplier.supplierName}
                          </MenuItem>
                        ))}
                    </TextField>
                  )}
                />
              </Grid>
            )}
            <Grid size={12}>
              <Button
                size="small"
                color="inherit"
                onClick={() => setShowPrices((shown) => !shown)}
                aria-expanded={showPrices}
                endIcon={<ExpandMoreRoundedIcon sx={{ transform: showPrices ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
              >
                {t('stock.receive.newPrices')}
              </Button>
              <Collapse in={showPrices}>
                <Grid container spacing={2} sx={{ pt: 1.5 }}>
                  {PRICE_FIELDS.map((price) => (
                    <Grid key={price} size={{ xs: 12, sm: 4 }}>
                      <CatalogNumberField
                        control={control}
                        name={price}
                        decimals={2}
                        label={t(`stock.fields.${price}`)}
                        emptyAsNull
                        helperText={nowHint(prices[price])}
                      />
                    </Grid>
                  ))}
                </Grid>
              </Collapse>
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="note" label={t('stock.fields.note')} emptyAsNull multiline minRows={2} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={receive.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={receive.isPending}>
            {t('stock.receive.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
