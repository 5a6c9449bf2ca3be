import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { PAYMENT_DISPLAY_VALUES } from '@dukani/contracts';
import { businessDateOf, cartTotals } from '@dukani/domain';
import { useNumberText } from '@/lib/format/use-number-text';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useSession } from '@/lib/session-store';
import { useSendSale } from './use-send-sale';
import { ProvisionalReceipt } from '../receipt/provisional-receipt';
import { ReceiptActions } from '../receipt/receipt-actions';
import { ReceiptView } from '../receipt/receipt-view';
import { usePosStore } from '../state/pos-store';
import { buildPaymentChoices } from '@/lib/payments/payment-choices';
import { PaymentFields, type PaymentForm } from './payment-fields';
import { usePaymentModes } from '@/api/pos/use-payment-modes';
import { useOnline } from '@/lib/offline/use-online';
import { useReceiptSettings } from '@/api/settings/get-receipt-settings';
import { PaymentMethodChoice } from './payment-method-choice';
import { buildSalePayload } from './sale-payload';
import { SaleRefusal } from './sale-refusal';
import { isUnpaidPrompt } from './split-payment-fields';
import { StkPushPanel } from '@/components/payments/stk-push-panel';
import { isPromptMethod, promptProviderOf } from '@/lib/payments/prompt-methods';
import { RegisterOpeningField, useRegisterOpening } from './register-opening';

/** Pay later is due in a week by default: the shop's calendar day, not the device's UTC date. */
const PAY_LATER_DAYS = 7;
const emptyForm = (country: string): PaymentForm => ({
  cashTendered: '',
  referenceNumber: '',
  dueDate: businessDateOf(country, new Date(Date.now() + PAY_LATER_DAYS * 86_400_000)),
  parts: [],
});

interface CheckoutDialogProps {
  open: boolean;
  onClose(event?: unknown, reason?: string): void;
  businessId: number;
  /** The dialog has faded out: the till decides where focus goes (never back to Charge, see below). */
  onExited?: () => void;
}

/**
 * Take the payment and show the receipt: the server's, or with no answer the device's provisional one. Sending the
 * sale (the device's queue, one key per checkout kept across retries) is useSendSale's.
 */
export function CheckoutDialog({ open, onClose, businessId, onExited }: CheckoutDialogProps) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const cart = usePosStore((s) => s.cart);
  const customer = usePosStore((s) => s.customer);
  const salesPersonId = usePosStore((s) => s.salesPersonId);
  const modes = usePaymentModes(businessId);
  const online = useOnline();
  const opening = useRegisterOpening(businessId, online);
  const receiptSettings = useReceiptSettings(businessId);
  const business = useSession((s) => s.activeBusiness);
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  const choices = useMemo(() => (modes.data ? buildPaymentChoices(modes.data, country) : []), [modes.data, country]);
  // A split's parts offline: no prompt to a phone (it needs the network).
  const partChoices = useMemo(() => (online ? choices : choices.filter((c) => !isPromptMethod(c.paymentValue))), [online, choices]);
  // The method the cashier picked in this opening; until then, the shop's default. Derived, not copied in by an
  // effect: an effect that set the default when the methods arrived overwrote a pick made in the same moment.
  const [picked, setPicked] = useState<string | null>(null);
  const [openedBefore, setOpenedBefore] = useState(open);
  if (open !== openedBefore) {
    setOpenedBefore(open);
    if (open) setPicked(null);
  }
  const choice = picked ?? choices.find((c) => c.isDefault)?.paymentValue ?? 'Cash';
  const promptProvider = promptProviderOf(choice);
  const [form, setForm] = useState<PaymentForm>(() => emptyForm(country));
  const attempt = usePosStore((s) => s.saleKey);
  const amountDue = cartTotals(cart).amountDue;
  const numbers = useNumberText();
  // Cash typed as the user writes numbers ("1,200"); an empty field is the exact amount: the customer handed
  // over what the screen shows. Unreadable text blocks Complete sale instead of counting as nothing.
  const parsedCash = numbers.parse(form.cashTendered, 2);
  const cashTendered = parsedCash.ok ? (parsedCash.value ?? amountDue) : 0;

  // The line dropped with a prompt chosen (or it is the shop's default): cash is what works now.
  useEffect(() => {
    if (open && !online && isPromptMethod(choice)) setPicked('Cash');
  }, [open, online, choice]);
  // A refusal stays until the cashier changes the order or the payment: then it may no longer apply. Not on a
  // renewed key: a refusal renews the key itself, and clearing on that made the sentence vanish at once.
  useEffect(() => {
    setFailure(null);
  }, [cart, customer, salesPersonId, choice, form]);

  const display = choices.find((c) => c.paymentValue === choice)?.displayValue ?? choice;
  const userId = useSession((s) => s.claims?.userid ?? null);
  const { posting, failure, setFailure, sale, kept, clear, send } = useSendSale(businessId, userId, opening);
  const submit = useCallback(
    (stkPayment?: { amount: number; receiptNumber: string }) =>
      send(
        {
          businessId,
          clientSaleId: attempt,
          cart,
          customer,
          salesPersonId,
          choice: stkPayment && !isPromptMethod(choice) ? 'StkPush' : choice,
          displayValue: stkPayment && !isPromptMethod(choice) ? PAYMENT_DISPLAY_VALUES.StkPush : display,
          stkPayment,
          cashTendered,
          parts: form.parts,
          referenceNumber: form.referenceNumber || null,
          dueDate: form.dueDate,
        },
        amountDue,
      ),
    [send, attempt, businessId, cart, choice, customer, display, form, salesPersonId, cashTendered, amountDue],
  );

  const finish = () => {
    clear();
    setForm(emptyForm(country));
    onClose();
  };
  const onStkPaid = useCallback((payment: { amount: number; receiptNumber: string }) => void submit(payment), [submit]);

  // What the server will be sent: a balance left over (pay later, part payment) needs a customer to owe it.
  const preview = buildSalePayload({
    businessId,
    clientSaleId: attempt,
    cart,
    customer,
    salesPersonId,
    choice,
    displayValue: display,
    cashTendered,
    parts: form.parts,
    dueDate: form.dueDate,
  });
  const needsCustomer = !customer && !promptProvider && preview.balance > 0;
  const missingReference = choice === 'TillPaybill' && !form.referenceNumber.trim();
  // A prompt that is part of a split counts once paid; a due date still being typed is no date yet.
  const waitsForPrompt = choice === 'SplitPayment' && form.parts.some(isUnpaidPrompt);
  const missingDueDate = choice === 'PayLater' && !form.dueDate;
  const unreadableCash = choice === 'Cash' && !parsedCash.ok;
  const canComplete =
    !sale &&
    !kept &&
    !promptProvider &&
    !posting &&
    !needsCustomer &&
    !missingReference &&
    !waitsForPrompt &&
    !missingDueDate &&
    !unreadableCash &&
    cart.lines.length > 0;
  // Enter in an amount or reference field completes the sale: scan, F9, type the cash, Enter.
  const onEnter = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || !canComplete) return;
    event.preventDefault();
    void submit();
  };
  return (
    // No focus restore: MUI would move focus back to Charge when the fade ends, closing a customer picker the
    // cashier opened during the fade (a hurried "New sale" then a click). The till refocuses its scan field instead.
    <Dialog
      open={open}
      onClose={sale || kept ? finish : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="checkout-title"
      onKeyDown={onEnter}
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id="checkout-title">
        {sale
          ? t('checkout.done', { receiptNo: sale.receiptNo })
          : kept
            ? t('checkout.kept', { receiptNo: kept.deviceReceiptNo })
            : t('checkout.title', { amount: format.money(amountDue) })}
      </DialogTitle>
      <DialogContent>
        {sale ? (
          <Stack spacing={2}>
            <ReceiptView receipt={sale.receipt} items={sale.itemList} />
          </Stack>
        ) : kept ? (
          <Stack spacing={2}>
            <Alert severity="info">{t('checkout.keptHint')}</Alert>
            <ProvisionalReceipt sale={kept} business={business} layout={receiptSettings.data ?? null} />
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <RegisterOpeningField opening={opening} />
            <PaymentMethodChoice choices={choices} value={choice} onChange={setPicked} offline={!online} />
            {promptProvider ? (
              <StkPushPanel
                key={promptProvider}
                provider={promptProvider}
                businessId={businessId}
                amountDue={amountDue}
                defaultPhone={customer?.phoneNumber ?? ''}
                onPaid={onStkPaid}
                retryable={failure !== null && !posting}
              />
            ) : (
              <PaymentFields
                businessId={businessId}
                defaultPhone={customer?.phoneNumber ?? ''}
                choice={choice}
                choices={partChoices}
                amountDue={amountDue}
                form={form}
                onChange={setForm}
              />
            )}
            {needsCustomer && <Alert severity="info">{t('checkout.needsCustomer')}</Alert>}
            {posting && <Typography role="status">{t('checkout.posting')}</Typography>}
          </Stack>
        )}
      </DialogContent>
      {/* Room to the phone's edge: a full-screen dialog's buttons otherwise stood 8 px from it (issue 36, item 6). */}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 2, sm: 3 }, pb: 2 }}>
        {sale ? (
          <>
            <ReceiptActions receipt={sale.receipt} items={sale.itemList} transactionId={sale.transactionId} />
            <Button variant="contained" onClick={finish} autoFocus>
              {t('checkout.newSale')}
            </Button>
          </>
        ) : kept ? (
          <>
            <Button onClick={() => window.print()}>{t('checkout.print')}</Button>
            <Button variant="contained" onClick={finish} autoFocus>
              {t('checkout.newSale')}
            </Button>
          </>
        ) : (
          <>
            {failure && <SaleRefusal failure={failure} />}
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            {!promptProvider && (
              <Button variant="contained" size="large" onClick={() => void submit()} loading={posting} disabled={!canComplete && !posting}>
                {t('checkout.complete')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
