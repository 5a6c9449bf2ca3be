import { useEffect, useRef, useState } from 'react';
import { Alert, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { errorText } from '@/lib/form/show-save-error';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { PromptProvider, StkStarted, StkStatus } from '@dukani/contracts';
import { currencyCodeOf, currencySymbolOf } from '@dukani/domain';
import { STK_GIVE_UP_MS, useCancelStkPush, useStartStkPush, useStkStatus, type StartStkPushInput } from '@/api/pos/stk-push';
import { useSession } from '@/lib/session-store';
import { providerName } from '@/lib/payments/prompt-methods';

/** The routes a prompt goes through: the till's J4/J5/J6 by default, the bill's G7/G8 on the Billing page. */
export interface StkPushApi {
  useStart(businessId: number): UseMutationResult<StkStarted, Error, StartStkPushInput>;
  useStatus(checkoutRequestId: string | null, startedAt: number): UseQueryResult<StkStatus>;
  /** Absent: stopping only stops waiting here (the bill has no cancel route). */
  useCancel?(businessId: number): UseMutationResult<StkStatus, Error, string>;
}

const TILL_API: StkPushApi = { useStart: useStartStkPush, useStatus: useStkStatus, useCancel: useCancelStkPush };
const noCancel = () => null;

interface StkPushPanelProps {
  businessId: number;
  /** Who sends the prompt: M-Pesa (default), MTN MoMo or Airtel Money (J4's provider). */
  provider?: PromptProvider;
  amountDue: number;
  defaultPhone: string;
  /** The prompt was paid: the sale completes with {StkPush, amount, referenceNumber = receipt}. */
  onPaid(payment: { amount: number; receiptNumber: string }): void;
  /** The sale was refused after the customer paid: offer to record it again with the same M-Pesa receipt. */
  retryable: boolean;
  /** A customer's page collecting their debt rather than a sale at the till. */
  customerId?: number;
  /** Fixed for the panel's life (hooks): which routes send and poll the prompt. */
  api?: StkPushApi;
  /** Words for someone paying their own bill rather than a customer's: the phone's label and the amount line. */
  phoneLabel?: string;
  amountText?: string;
}

/** A mobile-money prompt (M-Pesa, MTN MoMo, Airtel Money) at the till, or for the shop's own bill: send, watch the answer live, cancel, or try again. */
export function StkPushPanel({
  businessId,
  provider = 'Mpesa',
  amountDue,
  defaultPhone,
  onPaid,
  retryable,
  customerId,
  api = TILL_API,
  phoneLabel,
  amountText,
}: StkPushPanelProps) {
  const { t } = useTranslation('pos');
  // Every provider takes whole units (KES, UGX, RWF): round the amount due up, never down.
  const amount = Math.ceil(amountDue);
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  // Written as every other screen writes the shop's money ("KSh 200").
  const currency = currencySymbolOf(currencyCodeOf(country));
  const name = providerName(provider);
  const [phone, setPhone] = useState(defaultPhone);
  const [prompt, setPrompt] = useState<{ id: string; at: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const start = api.useStart(businessId);
  const cancel = (api.useCancel ?? noCancel)(businessId);
  const status = api.useStatus(prompt?.id ?? null, prompt?.at ?? 0);
  const state = status.data?.status;
  const waited = prompt ? now - prompt.at : 0;
  const timedOut = state === 'Pending' && waited >= STK_GIVE_UP_MS;

  useEffect(() => {
    if (!prompt || state !== 'Pending') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [prompt, state]);
  // Once per prompt: the sale is posted a single time however often this panel re-renders.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (state !== 'Paid' || !status.data?.paymentCode || reported.current === prompt?.id) return;
    reported.current = prompt?.id ?? null;
    onPaid({ amount: status.data.amount, receiptNumber: status.data.paymentCode });
  }, [state, status.data, onPaid, prompt]);

  const send = () =>
    start.mutate(
      { phoneNumber: phone, amount, key: crypto.randomUUID(), provider, ...(customerId ? { customerId } : {}) },
      {
        onSuccess: (started) => {
          setPrompt({ id: started.CheckoutRequestID, at: Date.now() });
          setNow(Date.now());
        },
      },
    );

  if (!prompt || state === 'Failed' || state === 'Cancelled' || timedOut) {
    return (
      <Stack spacing={1.5}>
        {state === 'Failed' && <Alert severity="error">{t('stk.failed', { reason: status.data?.resultDesc ?? '' })}</Alert>}
        {state === 'Cancelled' && <Alert severity="warning">{t('stk.cancelled', { reason: status.data?.resultDesc ?? '' })}</Alert>}
        {timedOut && <Alert severity="warning">{t('stk.timedOut')}</Alert>}
        {start.isError && <Alert severity="error">{errorText(start.error, t('stk.sendFailed'))}</Alert>}
        <TextField label={phoneLabel ?? t('stk.phone', { provider: name })} value={phone} inputMode="tel" onChange={(e) => setPhone(e.target.value)} />
        <Typography variant="body2">{amountText ?? t('stk.amount', { amount, currency })}</Typography>
        <Button variant="contained" onClick={send} loading={start.isPending} disabled={!phone.trim() || amount < 1}>
          {prompt ? t('stk.resend') : t('stk.send')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5} role="status" aria-live="polite">
      <Typography variant="h6">{state === 'Paid' ? t('stk.paid') : t('stk.checkPhone')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('stk.waiting', { phone, seconds: Math.max(0, Math.round((STK_GIVE_UP_MS - waited) / 1000)) })}
      </Typography>
      <LinearProgress variant="determinate" value={Math.min(100, (waited / STK_GIVE_UP_MS) * 100)} aria-label={t('stk.progress')} />
      {state === 'Paid' && retryable && status.data?.paymentCode && (
        // The money has come: once the cart is put right, the same receipt pays for the sale (the server checks it is unused).
        <Button variant="contained" onClick={() => onPaid({ amount: status.data!.amount, receiptNumber: status.data!.paymentCode! })}>
          {t('stk.recordAgain', { receipt: status.data.paymentCode, provider: name })}
        </Button>
      )}
      {state !== 'Paid' && (
        <Button
          color="warning"
          onClick={() => (cancel ? cancel.mutate(prompt.id, { onSuccess: () => void status.refetch() }) : setPrompt(null))}
          loading={cancel?.isPending ?? false}
        >
          {t('stk.cancel')}
        </Button>
      )}
    </Stack>
  );
}
