import { useState } from 'react';
import { Alert, Button, Card, CardContent, Divider, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { BillingSummary } from '@dukani/contracts';
import { StkPushPanel, type StkPushApi } from '@/components/payments/stk-push-panel';
import { useBillPromptStatus, usePayByCode, useStartBillPrompt } from '@/api/billing/billing';
import { isSessionEnded } from '@/lib/api-client';
import { errorText } from '@/lib/form/show-save-error';
import { useBillFormat } from './use-bill-format';

const BILL_API: StkPushApi = { useStart: useStartBillPrompt, useStatus: useBillPromptStatus };

/** What is owed now, and the two ways to pay it: a prompt on the owner's phone, or a paybill code typed in. */
export function PayBillCard({ businessId, summary, defaultPhone }: { businessId: number; summary: BillingSummary | undefined; defaultPhone: string }) {
  const { t } = useTranslation('account');
  const format = useBillFormat();
  const [way, setWay] = useState<'stk' | 'code'>('stk');
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [issue, setIssue] = useState<{ field: string | undefined; text: string } | null>(null);
  const payByCode = usePayByCode(businessId);
  const due = summary?.totalDue ?? 0;
  // Without the platform's paybill on this server, a typed-in code can never be claimed: offer the prompt only.
  const paybill = summary?.paybill ?? null;

  const claim = async () => {
    const value = Number(amount.replace(',', '.'));
    if (!code.trim()) return setIssue({ field: 'paymentCode', text: t('billing.pay.codeRequired') });
    if (!(value > 0)) return setIssue({ field: 'amount', text: t('billing.pay.amountRequired') });
    try {
      const result = await payByCode.mutateAsync({ paymentCode: code.trim(), amount: value, key: crypto.randomUUID() });
      toast.success(t('billing.pay.received', { amount: format.money(result.applied) }));
      setCode('');
      setAmount('');
      setIssue(null);
    } catch (error) {
      if (isSessionEnded(error)) return;
      const field = (error as { field?: string }).field;
      setIssue({ field, text: errorText(error, t('billing.pay.failed')) });
    }
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="textSecondary">
          {t('billing.due.title')}
        </Typography>
        <Typography variant="h4" component="p" data-testid="bill-total-due" sx={{ fontWeight: 700 }}>
          {format.money(due, summary?.currency)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {summary?.nextDueDate ? t('billing.due.nextDue', { date: format.day(summary.nextDueDate) }) : t('billing.due.nothing')}
        </Typography>
        {summary && summary.overdueAmount > 0 && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {t('billing.due.overdue', { amount: format.money(summary.overdueAmount) })}
          </Alert>
        )}
        {due > 0 && (
          <>
            <Divider sx={{ my: 2 }} />
            {paybill && (
              <Tabs value={way} onChange={(_, value: 'stk' | 'code') => setWay(value)} aria-label={t('billing.pay.how')} variant="fullWidth" sx={{ mb: 2 }}>
                <Tab value="stk" label={t('billing.pay.byPrompt')} />
                <Tab value="code" label={t('billing.pay.byCode')} />
              </Tabs>
            )}
            {way === 'stk' || !paybill ? (
              <StkPushPanel
                businessId={businessId}
                amountDue={due}
                defaultPhone={defaultPhone}
                onPaid={() => toast.success(t('billing.pay.thanks'))}
                retryable={false}
                api={BILL_API}
                phoneLabel={t('billing.pay.phone')}
                amountText={t('billing.pay.promptAmount', { amount: format.money(Math.ceil(due)) })}
              />
            ) : (
              <Stack
                component="form"
                spacing={1.5}
                aria-label={t('billing.pay.byCode')}
                onSubmit={(event) => {
                  event.preventDefault();
                  void claim();
                }}
              >
                <Typography variant="body2" data-testid="bill-paybill-account">
                  {t('billing.pay.paybillHow', { paybill, account: summary?.accountReference ?? '' })}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {t('billing.pay.codeHelp')}
                </Typography>
                <TextField
                  label={t('billing.pay.code')}
                  value={code}
                  onChange={(e) => setCode(e.target.value.toUpperCase())}
                  error={issue?.field === 'paymentCode'}
                  helperText={issue?.field === 'paymentCode' ? issue.text : ' '}
                  slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 20 } }}
                />
                <TextField
                  label={t('billing.pay.amount')}
                  value={amount}
                  inputMode="decimal"
                  onChange={(e) => setAmount(e.target.value)}
                  error={issue?.field === 'amount'}
                  helperText={issue?.field === 'amount' ? issue.text : ' '}
                />
                {issue && issue.field !== 'amount' && issue.field !== 'paymentCode' && <Alert severity="error">{issue.text}</Alert>}
                <Button type="submit" variant="contained" loading={payByCode.isPending}>
                  {t('billing.pay.claim')}
                </Button>
              </Stack>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
