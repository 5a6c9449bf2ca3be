import { Alert, Autocomplete, FormControlLabel, Grid, Switch, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { currencyInputSchema, type Currency, type CurrencyInput, type StoreCurrency } from '@dukani/contracts';
import type { z } from 'zod';
import { useCreateCurrency } from '@/api/currencies/create-currency';
import { useStoreCurrencies } from '@/api/currencies/get-store-currencies';
import { useUpdateCurrency } from '@/api/currencies/update-currency';
import { showSaveError } from '@/lib/form/show-save-error';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDialog } from '@/components/form/form-dialog';

type CurrencyOutput = z.output<typeof currencyInputSchema>;
const FIELDS = ['currencyName', 'symbol', 'rate', 'isDefault'] as const;

interface CurrencyDialogProps {
  businessId: number;
  /** The currency to edit; null adds one. */
  currency: Currency | null;
  /** The current default, whose symbol explains what the rate means. */
  defaultCurrency: Currency | null;
  onClose: () => void;
}

/** Add (D1, prefilled from the D4 catalogue) or edit (D6) a currency. */
export function CurrencyDialog({ businessId, currency, defaultCurrency, onClose }: CurrencyDialogProps) {
  const { t } = useTranslation('account');
  const catalogue = useStoreCurrencies();
  const create = useCreateCurrency();
  const update = useUpdateCurrency();
  const { control, handleSubmit, setError, setValue } = useForm<CurrencyInput, unknown, CurrencyOutput>({
    resolver: zodResolver(currencyInputSchema),
    defaultValues: currency
      ? {
          currencyName: currency.currencyName,
          symbol: currency.symbol,
          rate: currency.rate,
          isDefault: currency.isDefault,
          businessId,
          tenantId: currency.tenantId,
        }
      : { currencyName: '', symbol: '', rate: Number.NaN, isDefault: false, businessId },
  });
  const [isDefault, symbol] = useWatch({ control, name: ['isDefault', 'symbol'] });
  const saving = create.isPending || update.isPending;
  // The default currency's rate is 1 by definition (D1); a new default gets it from the server.
  const rateLocked = Boolean(isDefault) || currency?.isDefault === true;

  const onPick = (picked: StoreCurrency | null) => {
    if (!picked) return;
    setValue('currencyName', picked.code, { shouldValidate: true });
    setValue('symbol', picked.symbol, { shouldValidate: true });
  };

  const onSubmit = handleSubmit(async (data) => {
    try {
      if (currency) {
        await update.mutateAsync({ id: currency.id, data });
        toast.success(t('currencies.updated'));
      } else {
        await create.mutateAsync(data);
        toast.success(t('currencies.added'));
      }
      onClose();
    } catch (error) {
      // product-spec §8: on a failed currency add the server's sentence is shown.
      showSaveError(error, t('errors.tryAgain'), { setError, fields: FIELDS });
    }
  });

  const title = currency ? t('currencies.editTitle') : t('currencies.addTitle');
  const rateHint =
    defaultCurrency && !rateLocked
      ? symbol
        ? t('currencies.rateHint', { base: defaultCurrency.symbol, symbol })
        : t('currencies.rateHintGeneric', { base: defaultCurrency.symbol })
      : t('currencies.rateDefaultHint');
  return (
    <FormDialog
      title={title}
      submitLabel={currency ? t('common.saveChanges') : t('currencies.add')}
      isSaving={saving}
      onSubmit={(event) => {
        if (rateLocked) setValue('rate', 1);
        void onSubmit(event);
      }}
      onClose={onClose}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {!currency && (
          <Grid size={12}>
            <Autocomplete
              options={catalogue.data ?? []}
              loading={catalogue.isPending}
              getOptionLabel={(option) => `${option.currencyName} (${option.code})`}
              renderOption={({ key, ...props }, option) => (
                <li key={key} {...props}>
                  <strong style={{ minWidth: 48, display: 'inline-block' }}>{option.code}</strong>
                  {option.currencyName} · {option.symbol}
                </li>
              )}
              onChange={(_, picked) => onPick(picked)}
              renderInput={(params) => <TextField {...params} label={t('currencies.pick')} helperText={t('currencies.pickHint')} />}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="currencyName" label={t('fields.currencyName')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="symbol" label={t('fields.symbol')} required />
        </Grid>
        <Grid size={12}>
          <FormNumberField control={control} name="rate" maxDecimals={6} label={t('fields.rate')} required disabled={rateLocked} helperText={rateHint} />
        </Grid>
        {!currency?.isDefault && (
          <Grid size={12}>
            <Controller
              control={control}
              name="isDefault"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={Boolean(field.value)}
                      onChange={(_, checked) => {
                        field.onChange(checked);
                        if (checked) setValue('rate', 1, { shouldValidate: true });
                      }}
                    />
                  }
                  label={t('currencies.makeDefault')}
                />
              )}
            />
          </Grid>
        )}
        {isDefault && !currency?.isDefault && (
          <Grid size={12}>
            <Alert severity="info">{t('currencies.defaultWarning')}</Alert>
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}
