import { useParams } from 'react-router';
import { Alert, Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { errorText } from '@/lib/form/show-save-error';
import { useSession } from '@/lib/session-store';
import { useCustomer } from '@/api/customers/get-customer';
import { useCreditDetails, useCreditHistory } from '@/api/customers/get-credit';
import { CreditSummary } from '../components/credit-summary';
import { CustomerActions } from '../components/customer-actions';
import { LedgerTable } from '../components/ledger-table';
import { NotesSection } from '../components/notes-section';
import { StatementSection } from '../components/statement-section';

/** /customers/:customerId: what the customer owes and bought, their credit history, a statement, notes, and the actions on them. */
export function CustomerPage() {
  const { t } = useTranslation('customers');
  const customerId = Number(useParams().customerId);
  const businessId = useSession((state) => state.businessId);
  const customer = useCustomer(customerId);
  const details = useCreditDetails(customerId);
  const history = useCreditHistory(customerId);
  const title = customer.data?.clientName ?? t('detail.title');
  const contact = [customer.data?.phoneNumber, customer.data?.email].filter(Boolean).join(' · ');

  return (
    <SectionPageLayout
      title={title}
      description={contact || undefined}
      rootCrumb={{ label: t('detail.back'), to: '/customers' }}
      breadcrumbsLabel={t('layout.breadcrumbs')}
      rowFrom="sm"
      actions={customer.data && <CustomerActions customer={customer.data} />}
    >
      {customer.error ? (
        <Alert severity="error">{errorText(customer.error, t('detail.loadFailed'))}</Alert>
      ) : (
        <Stack spacing={3}>
          {details.data ? <CreditSummary details={details.data} /> : <Skeleton variant="rounded" height={120} />}
          <Card variant="outlined">
            <CardHeader title={t('ledger.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            <CardContent sx={{ pt: 0 }}>
              {history.data ? (
                <LedgerTable rows={history.data} label={t('ledger.title')} emptyText={t('ledger.empty')} />
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <Skeleton />
                </Typography>
              )}
            </CardContent>
          </Card>
          <StatementSection customerId={customerId} customerPhone={customer.data?.phoneNumber ?? null} />
          {businessId && <NotesSection customerId={customerId} businessId={businessId} />}
        </Stack>
      )}
    </SectionPageLayout>
  );
}

export default CustomerPage;
