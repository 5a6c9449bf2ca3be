import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, CardContent, Grid, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { businessDateOf } from '@dukani/domain';
import type { Expense } from '@dukani/contracts';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { errorText, showSaveError } from '@/lib/form/show-save-error';
import { useSession } from '@/lib/session-store';
import { useDeleteSupplier } from '@/api/suppliers/save-supplier';
import { useSupplier, useSupplierPurchases } from '@/api/suppliers/get-supplier';
import { PayPurchaseDialog } from '../components/pay-purchase-dialog';
import { PurchasesTable } from '../components/purchases-table';
import { SupplierDialog } from '../components/supplier-dialog';

const DETAILS = ['supplierPhoneNumber', 'supplierEmail', 'paymentTerms', 'kraPin', 'billingAddress', 'county', 'bankName', 'bankAccount'] as const;

/** /suppliers/:supplierId: details, what the shop owes, purchases (N6) with payments (N7), edit and delete. */
export default function SupplierPage() {
  const { t } = useTranslation('expenses');
  const format = useCatalogFormat();
  const navigate = useNavigate();
  const supplierId = Number(useParams().supplierId) || null;
  const businessId = useSession((s) => s.businessId);
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  const supplier = useSupplier(supplierId);
  const purchases = useSupplierPurchases(supplierId);
  const remove = useDeleteSupplier();
  const [paying, setPaying] = useState<Expense | null>(null);
  const [isEditing, setEditing] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const today = businessDateOf(country, new Date());
  const payments = (purchases.data ?? [])
    .flatMap((purchase) => purchase.payments.map((payment) => ({ ...payment, ref: purchase.ref ?? `#${purchase.id}` })))
    .sort((a, b) => b.paidOn.localeCompare(a.paidOn));
  const row = supplier.data;

  if (supplier.isError) return <Alert severity="error">{errorText(supplier.error, t('list.loadFailed'))}</Alert>;
  return (
    <SectionPageLayout
      title={row?.supplierName ?? '…'}
      description={t('supplierPage.description')}
      breadcrumbsLabel={t('nav.suppliers')}
      rowFrom="md"
      actions={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<AddShoppingCartIcon />} component={RouterLink} to={`/suppliers/${supplierId}/purchases/new`}>
            {t('supplierPage.newPurchase')}
          </Button>
          <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)} disabled={!row}>
            {t('supplierPage.edit')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setDeleting(true)} disabled={!row}>
            {t('supplierPage.delete')}
          </Button>
        </Stack>
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <Card variant="outlined" role="status" aria-label={t('supplierPage.balance')}>
              <CardContent>
                <Typography variant="overline" color="textSecondary">
                  {t('supplierPage.balance')}
                </Typography>
                <Typography variant="h4" component="p" data-testid="supplier-balance" color={row && row.balance > 0 ? 'warning.main' : undefined}>
                  {format.money(row?.balance ?? 0)}
                </Typography>
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {t('supplierPage.details')}
                </Typography>
                {row && !DETAILS.some((field) => row[field]) && (
                  <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                    {t('supplierPage.noDetails')}
                  </Typography>
                )}
                <List dense disablePadding>
                  {DETAILS.filter((field) => row?.[field]).map((field) => (
                    <ListItem key={field} disableGutters>
                      <ListItemText primary={row?.[field]} secondary={t(`supplier.fields.${field}`)} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <Card variant="outlined">
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
                {t('supplierPage.purchases')}
              </Typography>
              <PurchasesTable purchases={purchases.data ?? []} today={today} onPay={setPaying} />
            </Card>
            <Card variant="outlined">
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
                {t('supplierPage.payments')}
              </Typography>
              <List dense aria-label={t('supplierPage.payments')}>
                {payments.length === 0 && (
                  <ListItem>
                    <ListItemText secondary={t('supplierPage.noPayments')} />
                  </ListItem>
                )}
                {payments.map((payment) => (
                  <ListItem key={payment.id} divider>
                    <ListItemText
                      primary={format.money(payment.amount)}
                      secondary={t('supplierPage.paymentLine', {
                        date: format.dateTime(payment.paidOn),
                        mode: t(`pos:methods.${payment.paymentMethod}`, payment.paymentMethod),
                        ref: payment.ref,
                      })}
                    />
                  </ListItem>
                ))}
              </List>
            </Card>
          </Stack>
        </Grid>
      </Grid>
      {paying && <PayPurchaseDialog purchase={paying} onClose={() => setPaying(null)} />}
      {isEditing && row && businessId && <SupplierDialog businessId={businessId} supplier={row} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={isDeleting}
        title={t('supplierPage.deleteTitle', { name: row?.supplierName ?? '' })}
        message={t('supplierPage.deleteText')}
        confirmLabel={t('supplierPage.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => {
          if (!supplierId) return;
          remove
            .mutateAsync(supplierId)
            .then(() => {
              // product-spec: 'Supplier Deleted Successfully!'
              toast.success(t('supplierPage.deleted'));
              void navigate('/suppliers');
            })
            .catch((error: unknown) => showSaveError(error, t('errors.saveFailed')));
        }}
      />
    </SectionPageLayout>
  );
}
