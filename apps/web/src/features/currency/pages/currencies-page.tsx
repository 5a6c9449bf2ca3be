import { useState } from 'react';
import { useLinkedAction } from '@/lib/hooks/use-linked-action';
import { Alert, Button, Card, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import CurrencyExchangeOutlinedIcon from '@mui/icons-material/CurrencyExchangeOutlined';
import CallReceivedOutlinedIcon from '@mui/icons-material/CallReceivedOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { Currency } from '@dukani/contracts';
import { useSession } from '@/lib/session-store';
import { useDeleteCurrency } from '@/api/currencies/delete-currency';
import { useBusinessCurrencies } from '@/api/currencies/get-business-currencies';
import { useUpdateCurrency } from '@/api/currencies/update-currency';
import { AssignCurrencyDialog } from '../components/assign-currency-dialog';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { CurrencyDialog } from '../components/currency-dialog';
import { CurrencyList } from '../components/currency-list';
import { PageLayout } from '@/components/layout/account-page-layout';
import { errorText, showSaveError } from '@/lib/form/show-save-error';

/** /account/currencies: the active business's currencies (D1–D7). */
export function CurrenciesPage() {
  const { t } = useTranslation('account');
  const businessId = useSession((state) => state.businessId);
  const businessCount = useSession((state) => state.businesses.length);
  const currencies = useBusinessCurrencies(businessId);
  const update = useUpdateCurrency();
  const remove = useDeleteCurrency();
  const [editing, setEditing] = useState<Currency | 'new' | null>(null);
  useLinkedAction('new', () => setEditing('new'));
  const [assigning, setAssigning] = useState(false);
  const [deleting, setDeleting] = useState<Currency | null>(null);
  const list = currencies.data ?? [];
  const defaultCurrency = list.find((c) => c.isDefault) ?? null;

  const onMakeDefault = async (currency: Currency) => {
    try {
      await update.mutateAsync({
        id: currency.id,
        data: {
          currencyName: currency.currencyName,
          symbol: currency.symbol,
          rate: currency.rate,
          isDefault: true,
          businessId: currency.businessId,
          tenantId: currency.tenantId,
        },
      });
      toast.success(t('currencies.defaultChanged', { name: currency.currencyName }));
    } catch (error) {
      showSaveError(error, t('errors.tryAgain'));
    }
  };

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('currencies.deleted'));
    } catch (error) {
      showSaveError(error, t('errors.tryAgain'));
    }
    setDeleting(null);
  };

  return (
    <PageLayout
      title={t('currencies.title')}
      description={t('currencies.description')}
      actions={
        <>
          {businessCount > 1 && (
            <Button variant="outlined" startIcon={<CallReceivedOutlinedIcon />} onClick={() => setAssigning(true)} disabled={!currencies.isSuccess}>
              {t('currencies.assignAction')}
            </Button>
          )}
          <Button variant="contained" startIcon={<AddOutlinedIcon />} onClick={() => setEditing('new')} disabled={!businessId}>
            {t('currencies.add')}
          </Button>
        </>
      }
    >
      {currencies.isPending && (
        <Paper variant="outlined" sx={{ p: 2 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Stack key={i} direction="row" spacing={2} sx={{ alignItems: 'center', py: 1.5 }}>
              <Skeleton variant="circular" width={36} height={36} />
              <Skeleton width="30%" />
              <Skeleton width="20%" sx={{ ml: 'auto' }} />
            </Stack>
          ))}
        </Paper>
      )}
      {currencies.isError && <Alert severity="error">{errorText(currencies.error, t('errors.loadFailed'))}</Alert>}
      {currencies.isSuccess && list.length === 0 && (
        <Card variant="outlined" sx={{ textAlign: 'center', py: 6, px: 2 }}>
          <CurrencyExchangeOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            {t('currencies.emptyTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('currencies.emptyText')}
          </Typography>
          <Button variant="contained" startIcon={<AddOutlinedIcon />} onClick={() => setEditing('new')}>
            {t('currencies.add')}
          </Button>
        </Card>
      )}
      {list.length > 0 && (
        <CurrencyList
          currencies={list}
          busyId={update.isPending ? (update.variables?.id ?? null) : null}
          onEdit={setEditing}
          onMakeDefault={(c) => void onMakeDefault(c)}
          onDelete={setDeleting}
        />
      )}
      {editing && businessId && (
        <CurrencyDialog
          businessId={businessId}
          currency={editing === 'new' ? null : editing}
          defaultCurrency={defaultCurrency}
          onClose={() => setEditing(null)}
        />
      )}
      {assigning && businessId && <AssignCurrencyDialog businessId={businessId} owned={list} onClose={() => setAssigning(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('currencies.deleteTitle')}
        message={t('currencies.deleteText', {
          name: deleting?.currencyName ?? '',
        })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => void onConfirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </PageLayout>
  );
}

export default CurrenciesPage;
