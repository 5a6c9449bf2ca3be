import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { billingInvoices } from './billing.schema';

const ACCOUNT_NO = /^DK0*(\d{1,9})$/;
const INVOICE_NO = /^INV0*(\d{1,9})$/;

/**
 * The account number a tenant types at the platform's paybill (G6), shown on the billing screen (G3's
 * `accountReference`). It names the tenant, so a paybill payment can be claimed only by the tenant it was made
 * for: the payer's phone cannot say that (Daraja masks it, and anyone can type a number).
 */
export const billingAccountOf = (tenantId: number) => `DK${tenantId}`;

/**
 * Whether what the payer typed as the account (the C2B BillRefNumber) names this tenant: its account number, or
 * one of its invoice numbers, as people type them (any case, spaces or dashes, leading zeros).
 */
export async function isBillRefOfTenant(db: DbOrTx, billRef: string | null, tenantId: number): Promise<boolean> {
  const typed = (billRef ?? '').toUpperCase().replace(/[\s\-_./#]/g, '');
  const account = ACCOUNT_NO.exec(typed);
  if (account) return Number(account[1]) === tenantId;
  const invoice = INVOICE_NO.exec(typed);
  if (!invoice) return false;
  const [row] = await db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.id, Number(invoice[1])), eq(billingInvoices.tenantId, tenantId)));
  return !!row;
}
