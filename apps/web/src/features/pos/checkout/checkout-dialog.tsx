import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SalePayload, Transaction } from '@dukani/contracts';
import { businessDateOf, cartTotals, toNumberOrZero } from '@dukani/domain';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import toast from 'react-hot-toast';
import { usePendingSales } from '../pending/pending-sales-store';
import { ReceiptActions } from '../receipt/receipt-actions';
import { ReceiptView } from '../receipt/receipt-view';
import { usePosStore } from '../state/pos-store';
import { buildPaymentChoices } from './payment-choices';
import { PaymentFields, type PaymentForm } from './payment-fields';
import { usePaymentModes } from '@/api/pos/use-payment-modes';
import { usePostSale } from '@/api/pos/post-sale';
import { useMethodLabel } from './use-method-label';
import { buildSalePayload } from './sale-payload';
import { StkPushPanel } from './stk-push-panel';

const NO_RESPONSE = 'Something happened. Try again later.';
/** Answers after which the sale may already be recorded under this key: keep it, so a retry replays. */
const KEEP_KEY_CODES = new Set(['IDEMPOTENCY_IN_PROGRESS', 'IDEMPOTENCY_REUSED', 'DUPLICATE']);

/** Pay later is due in a week by default: the shop's calendar day, not the device's UTC date. */
const PAY_LATER_DAYS = 7;
/** An empty cash field is the exact amount: the customer handed over what the screen shows. */
const cashOf = (form: PaymentForm, amountDue: number) => (form.cashTendered.trim() === '' ? amountDue : toNumberOrZero(form.cashTendered));
const emptyForm = (country: string): PaymentForm => ({
  cashTendered: '',
  referenceNumber: '',
  dueDate: businessDateOf(country, new Date(Date.now() + PAY_LATER_DAYS * 86_400_000)),
  parts: [],
});

/** Take the payment, post the sale once (one key per checkout, kept across retries), show the receipt. */
export function CheckoutDialog({ open, onClose, businessId }: { open: boolean; onClose(): void; businessId: number }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const cart = usePosStore((s) => s.cart);
  const customer = usePosStore((s) => s.customer);
  const salesPersonId = usePosStore((s) => s.salesPersonId);
  const modes = usePaymentModes(businessId);
  const methodLabel = useMethodLabel();
  const post = usePostSale(businessId);
  const choices = useMemo(() => (modes.data ? buildPaymentChoices(modes.data) : []), [modes.data]);
  const [choice, setChoice] = useState('Cash');
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  const [form, setForm] = useState<PaymentForm>(() => emptyForm(country));
  const attempt = usePosStore((s) => s.saleKey);
  const [sale, setSale] = useState<Transaction | null>(null);
  const [failure, setFailure] = useState<{ text: string; code?: string } | null>(null);
  const amountDue = cartTotals(cart).amountDue;

  useEffect(() => {
    if (!open) return;
    const preferred = choices.find((c) => c.isDefault)?.paymentValue;
    if (preferred) setChoice(preferred);
  }, [open, choices]);
  // A changed order is a new sale with a new key (the store renews it): an old refusal no longer applies.
  useEffect(() => setFailure(null), [attempt]);

  const display = choices.find((c) => c.paymentValue === choice)?.displayValue ?? choice;
  const userId = useSession((s) => s.claims?.userid ?? null);
  // The body the key was last sent with: "send later" must queue exactly that, or a replay would be refused.
  const lastPayload = useRef<SalePayload | null>(null);
  const submit = useCallback(
    (stkPayment?: { amount: number; receiptNumber: string }) => {
      setFailure(null);
      const payload = buildSalePayload({
        businessId,
        clientSaleId: attempt,
        cart,
        customer,
        salesPersonId,
        choice: stkPayment ? 'StkPush' : choice,
        displayValue: stkPayment ? 'STP PUSH' : display,
        stkPayment,
        cashTendered: cashOf(form, amountDue),
        parts: form.parts,
        referenceNumber: form.referenceNumber || null,
        dueDate: form.dueDate,
      });
      lastPayload.current = payload;
      post.mutate(
        { payload, key: attempt },
        {
          onSuccess: (transaction) => {
            setSale(transaction);
            // Cleared at once, not on "New sale": a reload now must not bring the sold order back to the till.
            usePosStore.getState().clearOrder();
          },
          onError: (error) => {
            if (!isApiError(error) || !error.status || error.status >= 500) {
              setFailure({ text: isApiError(error) && error.status ? error.message : NO_RESPONSE });
              return;
            }
            // A refusal is stored against the key, so the corrected sale (register opened, customer chosen…)
            // needs a new one; unless the key may already hold a recorded sale, which a new key would duplicate.
            if (!KEEP_KEY_CODES.has(error.code ?? '')) usePosStore.getState().renewSaleKey();
            setFailure({ text: error.message, code: error.code ?? 'REFUSED' });
          },
        },
      );
    },
    [attempt, businessId, cart, choice, customer, display, form, post, salesPersonId, amountDue],
  );

  // No answer: the sale may or may not be recorded. Keep it on the device under its key and serve the next customer.
  const sendLater = () => {
    if (!lastPayload.current || userId === null) return;
    usePendingSales.getState().add({ key: attempt, userId, businessId, payload: lastPayload.current, amount: amountDue, savedAt: new Date().toISOString() });
    usePosStore.getState().clearOrder();
    setFailure(null);
    setForm(emptyForm(country));
    onClose();
    toast.success(t('pending.saved'));
  };
  const finish = () => {
    setSale(null);
    setForm(emptyForm(country));
    onClose();
  };
  const onStkPaid = useCallback((payment: { amount: number; receiptNumber: string }) => submit(payment), [submit]);

  // What the server will be sent: a balance left over (pay later, part payment) needs a customer to owe it.
  const preview = buildSalePayload({
    businessId,
    clientSaleId: attempt,
    cart,
    customer,
    salesPersonId,
    choice,
    displayValue: display,
    cashTendered: cashOf(form, amountDue),
    parts: form.parts,
    dueDate: form.dueDate,
  });
  const needsCustomer = !customer && choice !== 'StkPush' && preview.balance > 0;
  const missingReference = choice === 'TillPaybill' && !form.referenceNumber.trim();
  const canComplete = !sale && choice !== 'StkPush' && !post.isPending && !needsCustomer && !missingReference && cart.lines.length > 0;
  // Enter in an amount or reference field completes the sale: scan, F9, type the cash, Enter.
  const onEnter = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || !canComplete) return;
    event.preventDefault();
    submit();
  };
  return (
    <Dialog open={open} onClose={sale ? finish : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="checkout-title" onKeyDown={onEnter}>
      <DialogTitle id="checkout-title">
        {sale ? t('checkout.done', { receiptNo: sale.receiptNo }) : t('checkout.title', { amount: format.money(amountDue) })}
      </DialogTitle>
      <DialogContent>
        {sale ? (
          <Stack spacing={2}>
            <ReceiptView receipt={sale.receipt} items={sale.itemList} />
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ToggleButtonGroup
              exclusive
              value={choice}
              onChange={(_e, value: string | null) => value && setChoice(value)}
              aria-label={t('checkout.method')}
              sx={{
                flexWrap: 'wrap',
                gap: 0.5,
                '& .MuiToggleButton-root': { flex: '1 0 30%', border: 1, borderColor: 'divider', borderRadius: 1 },
                // The chosen method must be unmistakable at a glance across the counter.
                '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  borderColor: 'primary.main',
                },
              }}
            >
              {choices.map((c) => (
                <ToggleButton key={c.paymentValue} value={c.paymentValue}>
                  {methodLabel(c)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {choice === 'StkPush' ? (
              <StkPushPanel
                businessId={businessId}
                amountDue={amountDue}
                defaultPhone={customer?.phoneNumber ?? ''}
                onPaid={onStkPaid}
                retryable={failure !== null && !post.isPending}
              />
            ) : (
              <PaymentFields choice={choice} choices={choices} amountDue={amountDue} form={form} onChange={setForm} />
            )}
            {needsCustomer && <Alert severity="info">{t('checkout.needsCustomer')}</Alert>}
            {failure && (
              <Alert
                severity="error"
                action={
                  !failure.code ? (
                    <>
                      <Button color="inherit" onClick={() => submit()}>
                        {t('checkout.retry')}
                      </Button>
                      <Button color="inherit" onClick={sendLater}>
                        {t('checkout.sendLater')}
                      </Button>
                    </>
                  ) : undefined
                }
              >
                {failure.text}
                {failure.code === 'NO_OPEN_SESSION' && (
                  <>
                    {' '}
                    <Link component={RouterLink} to="/pos/register">
                      {t('checkout.openRegister')}
                    </Link>
                  </>
                )}
              </Alert>
            )}
            {post.isPending && <Typography role="status">{t('checkout.posting')}</Typography>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {sale ? (
          <>
            <ReceiptActions receipt={sale.receipt} items={sale.itemList} transactionId={sale.transactionId} />
            <Button variant="contained" onClick={finish} autoFocus>
              {t('checkout.newSale')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            {choice !== 'StkPush' && (
              <Button variant="contained" size="large" onClick={() => submit()} loading={post.isPending} disabled={!canComplete && !post.isPending}>
                {t('checkout.complete')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
