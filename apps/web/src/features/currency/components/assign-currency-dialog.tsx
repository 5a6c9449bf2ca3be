import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Radio,
  Skeleton,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { Currency } from '@dukani/contracts';
import { useSession } from '@/lib/session-store';
import { useAssignCurrency } from '@/api/currencies/assign-currency';
import { useTenantCurrencies } from '@/api/currencies/get-tenant-currencies';
import { errorText, showSaveError } from '@/lib/form/show-save-error';

interface AssignCurrencyDialogProps {
  businessId: number;
  /** The business's own currencies: a currency it already has is not offered again. */
  owned: Currency[];
  onClose: () => void;
}

/** D3 + D7: give this business a currency another business of the tenant already uses. */
export function AssignCurrencyDialog({ businessId, owned, onClose }: AssignCurrencyDialogProps) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const tenantId = useSession((state) => state.claims?.tenantId ?? null);
  const businesses = useSession((state) => state.businesses);
  const tenantCurrencies = useTenantCurrencies(tenantId);
  const assign = useAssignCurrency();
  const [selected, setSelected] = useState<number | null>(null);
  const [asDefault, setAsDefault] = useState(false);

  const ownedNames = new Set(owned.map((c) => c.currencyName.toLowerCase()));
  const seen = new Set<string>();
  // One row per currency name: several businesses may hold a copy of the same currency.
  const candidates = (tenantCurrencies.data ?? []).filter((c) => {
    const name = c.currencyName.toLowerCase();
    if (c.businessId === businessId || ownedNames.has(name) || seen.has(name)) return false;
    seen.add(name);
    return true;
  });
  const businessName = (id: number) => businesses.find((b) => b.businessId === id)?.organizationName ?? `#${id}`;

  const onAssign = async () => {
    if (selected === null) return;
    try {
      await assign.mutateAsync({ currencyId: selected, businessId, isDefault: asDefault });
      toast.success(t('currencies.assigned'));
      onClose();
    } catch (error) {
      showSaveError(error, t('errors.tryAgain'));
    }
  };

  return (
    <Dialog open onClose={assign.isPending ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="assign-currency-title">
      <DialogTitle id="assign-currency-title">{t('currencies.assignTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('currencies.assignText')}</DialogContentText>
        {tenantCurrencies.isPending && [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />)}
        {tenantCurrencies.isError && <Alert severity="error">{errorText(tenantCurrencies.error, t('errors.loadFailed'))}</Alert>}
        {tenantCurrencies.isSuccess && candidates.length === 0 && <Alert severity="info">{t('currencies.assignNone')}</Alert>}
        {candidates.length > 0 && (
          <List disablePadding aria-label={t('currencies.assignTitle')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {candidates.map((c) => (
              <ListItemButton key={c.id} selected={selected === c.id} onClick={() => setSelected(c.id)} divider>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Radio edge="start" checked={selected === c.id} tabIndex={-1} slotProps={{ input: { 'aria-label': c.currencyName } }} />
                </ListItemIcon>
                <ListItemText primary={`${c.currencyName} (${c.symbol})`} secondary={t('currencies.assignFrom', { business: businessName(c.businessId) })} />
              </ListItemButton>
            ))}
          </List>
        )}
        {candidates.length > 0 && (
          <FormControlLabel
            sx={{ mt: 2 }}
            control={<Checkbox checked={asDefault} onChange={(_, checked) => setAsDefault(checked)} />}
            label={t('currencies.makeDefault')}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={assign.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void onAssign()} disabled={selected === null} loading={assign.isPending}>
          {t('currencies.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
