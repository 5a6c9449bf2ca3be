import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { scoped } from '../../lib/scoped';
import { countCell, dateTimeCell, moneyCell, pagesById, yesNoCell, type ExportSheet } from '../../lib/export/sheet';
import { findReceiptNumbers } from '../sales/find-receipt-numbers';
import { customerLedger, customers } from './customers.schema';
import { ledgerBalanceSum } from './customer-ledger.queries';

/** A Debit with a payment mode is money received; one without is a sale's debt taken back (record-reversal.ts). */
const entryOf = (row: { type: 'Credit' | 'Debit'; paymentModes: string | null }) =>
  row.type === 'Credit' ? 'Bought on credit' : row.paymentModes ? 'Payment' : 'Taken back (voided or returned)';

/** What the customer owes the shop: Σ credit − Σ debit of their ledger (customers.schema). */
const balanceOf = sql<string>`(select coalesce(${ledgerBalanceSum()}, 0)
  from ${customerLedger} where ${customerLedger.customerId} = ${customers.id})`.mapWith(Number);

const readCustomers = (db: DbOrTx, businessId: number, afterId: number, limit: number) =>
  db
    .select({
      id: customers.id,
      clientName: customers.clientName,
      phoneNumber: customers.phoneNumber,
      email: customers.email,
      billingCompany: customers.billingCompany,
      billingAddress: customers.billingAddress,
      billingCity: customers.billingCity,
      balance: balanceOf,
      active: customers.active,
      createdOn: customers.createdOn,
      deletedAt: customers.deletedAt,
    })
    .from(customers)
    .where(and(scoped(customers, { businessId }), gt(customers.id, afterId)))
    .orderBy(asc(customers.id))
    .limit(limit);

/** customers.csv: every customer, deleted ones too, with what each owes now. */
export const customersSheet: ExportSheet = {
  fileName: 'customers.csv',
  headers: ['Customer number', 'Customer', 'Phone', 'Email', 'Company', 'Address', 'City', 'Owes the shop', 'Active', 'Added on', 'Deleted on'],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readCustomers(db, context.businessId, afterId, limit))) {
      yield rows.map((row) => [
        countCell(row.id),
        row.clientName,
        row.phoneNumber,
        row.email,
        row.billingCompany,
        row.billingAddress,
        row.billingCity,
        moneyCell(row.balance),
        yesNoCell(row.active),
        dateTimeCell(context, row.createdOn),
        dateTimeCell(context, row.deletedAt),
      ]);
    }
  },
};

const readLedger = (db: DbOrTx, businessId: number, afterId: number, limit: number) =>
  db
    .select({
      id: customerLedger.id,
      transactionDate: customerLedger.transactionDate,
      customerId: customerLedger.customerId,
      clientName: customers.clientName,
      type: customerLedger.type,
      amount: customerLedger.amount,
      dueDate: customerLedger.dueDate,
      paymentModes: customerLedger.paymentModes,
      transactionId: customerLedger.transactionId,
      note: customerLedger.note,
      byName: users.name,
    })
    .from(customerLedger)
    .innerJoin(customers, eq(customers.id, customerLedger.customerId))
    .leftJoin(users, eq(users.id, customerLedger.createdById))
    .where(and(scoped(customerLedger, { businessId }), gt(customerLedger.id, afterId)))
    .orderBy(asc(customerLedger.id))
    .limit(limit);

/** customer-ledger.csv: each customer's account line by line — a credit sale raises what they owe, a payment lowers it. */
export const customerLedgerSheet: ExportSheet = {
  fileName: 'customer-ledger.csv',
  headers: ['Date', 'Customer number', 'Customer', 'Entry', 'Added to debt', 'Taken off debt', 'Receipt number', 'Due date', 'Paid by', 'Note', 'By'],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readLedger(db, context.businessId, afterId, limit))) {
      const receipts = await findReceiptNumbers(
        db,
        context.businessId,
        rows.flatMap((row) => (row.transactionId ? [row.transactionId] : [])),
      );
      yield rows.map((row) => [
        dateTimeCell(context, row.transactionDate),
        countCell(row.customerId),
        row.clientName,
        entryOf(row),
        row.type === 'Credit' ? moneyCell(row.amount) : null,
        row.type === 'Debit' ? moneyCell(row.amount) : null,
        row.transactionId ? (receipts.get(row.transactionId) ?? null) : null,
        row.dueDate,
        row.paymentModes,
        row.note,
        row.byName,
      ]);
    }
  },
};
