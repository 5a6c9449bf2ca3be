import crypto from 'node:crypto';
import { cashSessionSchema, type CashSession } from '@dukani/contracts';
import { balanceOf, fromCents, toCents } from '@dukani/domain';
import { transactionPayments, transactions } from '../src/db/schema';
import { openRegister } from '@dukani/test-factories';
import { call, injectTransport, type TestApp } from './helper';

interface Shop {
  tenantId: number;
  businessId: number;
}

export interface SaleRows {
  cashierId: number;
  sessionId: number | null;
  total: number;
  shippingFee?: number;
  payments: { paymentValue: string; amount: number }[];
  kind?: 'Sale' | 'Refund';
  isDeleted?: boolean;
}

let receiptSeq = 0;

/**
 * A sale as the sales module stores it, written straight to its tables: the register only reads them.
 * balance = total + shipping − paid, negative when change was given (API.md sale rule 3).
 */
export async function insertSale(t: TestApp, shop: Shop, sale: SaleRows): Promise<number> {
  const db = t.database.db;
  const shippingFee = sale.shippingFee ?? 0;
  const totalPaid = fromCents(sale.payments.reduce((sum, entry) => sum + toCents(entry.amount), 0));
  const balance = balanceOf(sale.total + shippingFee, totalPaid);
  receiptSeq += 1;
  const [row] = await db
    .insert(transactions)
    .values({
      tenantId: shop.tenantId,
      businessId: shop.businessId,
      kind: sale.kind ?? 'Sale',
      receiptNo: `T${process.pid}-${receiptSeq}`,
      transactionDate: new Date(),
      salesDesc: 'Point of Sale',
      cashierId: sale.cashierId,
      sessionId: sale.sessionId,
      subTotal: sale.total,
      taxes: 0,
      discount: 0,
      shippingFee,
      total: sale.total,
      totalPaid,
      balance,
      paid: balance <= 0 ? 1 : 0,
      isDeleted: sale.isDeleted ?? false,
      shareToken: crypto.randomBytes(18).toString('base64url'),
    })
    .returning({ id: transactions.id });
  for (const entry of sale.payments) {
    await db.insert(transactionPayments).values({
      transactionId: row!.id,
      businessId: shop.businessId,
      sessionId: sale.sessionId,
      paymentValue: entry.paymentValue,
      displayValue: entry.paymentValue,
      amount: entry.amount,
    });
  }
  return row!.id;
}

export const K2 = (businessId: number) => `/api/CashRegister/GetUserCashRegisterSession?BusinessId=${businessId}`;
export const K3 = '/api/CashRegister/CreateCashRegisterSession';
export const K4 = '/api/CashRegister/EndCashRegisterSession';
export const K5 = '/api/CashRegister/EditCashRegister';

export function post(t: TestApp, url: string, token: string, body: Record<string, unknown>) {
  return call<CashSession>(t.app, 'POST', url, { token, body });
}

/** Open a session through K3 and return it checked against the contract. */
export async function openSession(t: TestApp, token: string, businessId: number, openingBalance: number, note?: string): Promise<CashSession> {
  return cashSessionSchema.parse(await openRegister(injectTransport(t.app), { token, businessId }, openingBalance, note));
}
