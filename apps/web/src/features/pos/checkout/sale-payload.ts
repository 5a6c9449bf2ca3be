import type { CustomerRow, PaymentSummaryEntryInput, SalePayload } from '@dukani/contracts';
import { balanceOf, cartTotals, paidAmountFor, sumMoney, type Cart } from '@dukani/domain';
import { isPromptMethod } from '@/lib/payments/prompt-methods';

/** One part of a split payment as the form holds it: the contract's entry, with the label always set. */
export type PaymentEntry = PaymentSummaryEntryInput & { displayValue: string; amount: number };

export interface SaleDraft {
  businessId: number;
  clientSaleId: string;
  cart: Cart;
  customer: CustomerRow | null;
  salesPersonId: number | null;
  /** Cash, PayLater, Card … or SplitPayment with `parts`. */
  choice: string;
  displayValue: string;
  cashTendered?: number | null;
  parts?: PaymentEntry[];
  referenceNumber?: string | null;
  dueDate?: string | null;
  /** StkPush, MtnMomo, AirtelMoney: the paid prompt (J5 said Paid). Its amount is what the provider took, whole units rounded up. */
  stkPayment?: { amount: number; receiptNumber: string } | null;
  now?: Date;
}

/** An ISO timestamp with the device's own offset (API.md §1.6 wants an offset). */
export function isoWithOffset(at: Date): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const local = new Date(at.getTime() + minutes * 60_000).toISOString().slice(0, 19);
  return `${local}${sign}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A quick sale when any line is free text: it must go to PostQuickSale (L6). */
export const isQuickSale = (cart: Cart) => cart.lines.some((line) => line.productId === 0);

/** The payment entries of the choice; the paid amount follows product-spec §9. */
export function paymentSummaryOf(draft: SaleDraft, amountDue: number): PaymentSummaryEntryInput[] {
  if (draft.choice === 'SplitPayment') return (draft.parts ?? []).filter((p) => p.amount > 0);
  if (draft.choice === 'PayLater') return [{ paymentValue: 'PayLater', displayValue: draft.displayValue, amount: 0, dueDate: draft.dueDate ?? null }];
  if (isPromptMethod(draft.choice) && draft.stkPayment) {
    return [{ paymentValue: draft.choice, displayValue: draft.displayValue, amount: draft.stkPayment.amount, referenceNumber: draft.stkPayment.receiptNumber }];
  }
  const amount = paidAmountFor(draft.choice, { cashEntered: draft.cashTendered, amountDue });
  return [{ paymentValue: draft.choice, displayValue: draft.displayValue, amount, referenceNumber: draft.referenceNumber ?? null }];
}

/** The K1/L6 body: the server recomputes every figure with the same domain functions and refuses a mismatch. */
export function buildSalePayload(draft: SaleDraft): SalePayload {
  const { cart } = draft;
  const totals = cartTotals(cart);
  const paymentSummary = paymentSummaryOf(draft, totals.amountDue);
  const totalPaid = sumMoney(paymentSummary.map((p) => p.amount ?? 0));
  const quick = isQuickSale(cart);
  // A sale with a shipping fee is an order to deliver (product-spec §3: salesType 2 for a shipped order).
  const shipped = cart.shippingFee > 0;
  return {
    businessId: draft.businessId,
    clientSaleId: draft.clientSaleId,
    customerId: draft.customer?.id ?? 0,
    salesDesc: quick ? 'Quick Sale' : shipped ? 'Order' : 'Point of Sale',
    paymentTypeCode: '01',
    salesType: shipped ? 2 : 0,
    totalPaid,
    balance: balanceOf(totals.amountDue, totalPaid),
    transactionDate: isoWithOffset(draft.now ?? new Date()),
    paymentSummary,
    itemList: cart.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      name: line.name,
      quantity: line.quantity,
      calcPrice: line.calcPrice,
      discount: line.discount,
      priceType: line.priceType,
      isBundle: line.isBundle,
      ...(line.productId === 0 ? { taxRate: line.savedTaxRate ?? line.taxRate, taxInclusive: line.taxInclusive } : {}),
    })),
    shippingFee: cart.shippingFee,
    salesPersonId: draft.salesPersonId,
    taxExempt: cart.taxExempt,
    discount: cart.discount,
    clientName: draft.customer?.clientName ?? null,
    clientPhone: draft.customer?.phoneNumber ?? null,
  };
}
