import { quotePlanChange, type PlanChangeQuote } from '@dukani/domain';
import type { BillingStatus, Plan, PlanChange } from '@dukani/contracts';
import { useTranslation } from '@/lib/translation/use-translation';
import { useBillFormat } from './use-bill-format';

export interface PlanQuoteText {
  quote: PlanChangeQuote;
  /** What switching will do, for the confirmation. */
  message: string;
  /** Why the switch cannot be made now (the button is off and says so). */
  refusal: string | null;
}

/**
 * The server's own rules (quotePlanChange, shared through @dukani/domain) turned into the sentences the Owner
 * reads before confirming a switch. The server quotes again on its clock; this is what it will say, to the day.
 */
export function usePlanQuote(billing: BillingStatus | undefined, pending: PlanChange | null | undefined) {
  const { t } = useTranslation('account');
  const format = useBillFormat();
  return (plan: Plan): PlanQuoteText | null => {
    const current = billing?.currentPlan;
    if (!current) return null;
    const paidUntil = current.expiresOn ? new Date(current.expiresOn) : null;
    const quote = quotePlanChange({ currentPrice: current.price, targetPrice: plan.price, paidUntil, now: new Date() });
    const params = { name: plan.name, current: current.name, price: format.money(plan.price, plan.currency) };
    if (quote.kind === 'Refused')
      return { quote, message: '', refusal: t('billing.quote.refused', { ...params, date: format.date(quote.endedOn.toISOString()) }) };
    const parts: string[] = [];
    if (quote.kind === 'Upgrade') {
      parts.push(
        t('billing.quote.upgrade', { ...params, amount: format.money(quote.amount), days: quote.days, date: format.date(quote.paidUntil.toISOString()) }),
      );
    } else if (quote.kind === 'NewMonth') {
      parts.push(t('billing.quote.newMonth', params));
    } else {
      parts.push(t('billing.quote.downgrade', { ...params, date: format.date(quote.effectiveOn.toISOString()) }));
      parts.push(plan.price > 0 ? t('billing.quote.nextInvoice', params) : t('billing.quote.free', params));
    }
    if (pending) parts.push(t('billing.quote.replaces', { pending: pending.planName }));
    return { quote, message: parts.join(' '), refusal: null };
  };
}
