import crypto from 'node:crypto';
import {
  addExpense,
  addSupplier as addSupplierRoute,
  createExpenseCategory,
  recordPurchasePayment,
  type ExpenseInput,
  type ExpenseLineInput,
  type SupplierInput,
} from '@dukani/contracts';
import type { Shop } from './factories';
import { resultOf, type Transport } from './transport';

/** A supplier through N2; paymentTerms ride in the query as the API has them. */
export function addSupplier(transport: Transport, shop: Shop, input: Partial<SupplierInput> = {}, paymentTerms?: string) {
  return resultOf(transport, addSupplierRoute, {
    token: shop.token,
    query: paymentTerms === undefined ? {} : { paymentTerms },
    body: { supplierName: `Supplier ${crypto.randomUUID().slice(0, 8)}`, businessId: shop.businessId, ...input },
  });
}

/** An M1 body: a purchase from `supplierId` on credit with the given lines. */
export function purchaseBody(shop: Pick<Shop, 'businessId'>, supplierId: number, details: ExpenseLineInput[], extra: Partial<ExpenseInput> = {}): ExpenseInput {
  return { businessId: shop.businessId, expensesType: 1, supplierId, ref: 'INV-1', paid: 0, details, ...extra };
}

/** A purchase through M1 (JSON, no receipt file). */
export function addPurchase(transport: Transport, shop: Shop, supplierId: number, details: ExpenseLineInput[], extra: Partial<ExpenseInput> = {}) {
  return resultOf(transport, addExpense, {
    token: shop.token,
    params: { businessId: shop.businessId },
    idempotencyKey: crypto.randomUUID(),
    body: purchaseBody(shop, supplierId, details, extra),
  });
}

/** An expense (expensesType 0) through M1, paid in cash unless told otherwise. */
export function addPlainExpense(transport: Transport, shop: Shop, details: ExpenseLineInput[], extra: Partial<ExpenseInput> = {}) {
  return resultOf(transport, addExpense, {
    token: shop.token,
    params: { businessId: shop.businessId },
    idempotencyKey: crypto.randomUUID(),
    body: { businessId: shop.businessId, expensesType: 0, paid: 1, paymentMode: 'Cash', details, ...extra },
  });
}

export function addExpenseCategory(transport: Transport, shop: Shop, name: string) {
  return resultOf(transport, createExpenseCategory, { token: shop.token, params: { businessId: shop.businessId }, body: { name } });
}

/** N7 with a fresh Idempotency-Key unless one is given. */
export function payPurchase(transport: Transport, shop: Shop, purchaseId: number, amount: number, idempotencyKey: string = crypto.randomUUID()) {
  return resultOf(transport, recordPurchasePayment, { token: shop.token, idempotencyKey, body: { purchaseId, amount, paymentMethod: 'Cash' } });
}
