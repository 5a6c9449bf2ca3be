import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idParam, idSchema, optionalText } from './common';
import { paymentSummaryEntrySchema, transactionRowSchema, transactionSchema } from './sales';

/**
 * L3–L5: taking back a sale, as API.md group L words them. Money or goods leave the shop, so they need
 * `refunds` (API.md §1.2): a cashier who may sell may not give back unless the owner allows it.
 */
const TAG = 'Sales';
const REFUNDS = ['refunds'] as const;

/** One line coming back: matched to the sale's lines by productId (0 = a typed quick-sale line) and variantId. */
export const returnLineSchema = z.object({
  productId: z.number({ message: 'must be a whole number' }).int().nonnegative().max(MAX_ID, 'is not a valid id'),
  variantId: z.number().int().nonnegative().max(MAX_ID, 'is not a valid id').nullish(),
  quantity: z.number({ message: 'must be a number' }).finite().positive('must be more than 0').max(1e7),
  /** true puts a tracked item back in stock (`Refund` movement); false leaves stock as it is. */
  addInventory: z.boolean().default(false),
});
export type ReturnLineInput = z.input<typeof returnLineSchema>;

export const refundInputSchema = z.object({
  /** Omitted: everything still refundable, without restocking. */
  itemList: z.array(returnLineSchema).min(1, 'must have at least one item').max(500).nullish(),
  /**
   * How the money went back; the amounts add up to the refund. A `PayLater` amount comes off the customer's
   * balance. Omitted: off the sale's unpaid credit first, the rest in cash.
   */
  paymentSummary: z.array(paymentSummaryEntrySchema).min(1, 'must have at least one payment').max(20).nullish(),
  note: optionalText(500),
});
export type RefundInput = z.input<typeof refundInputSchema>;

export const creditNoteInputSchema = z.object({
  originalTransactionId: idSchema,
  itemList: z.array(returnLineSchema).min(1, 'must have at least one item').max(500),
  reason: z.string({ message: 'is required' }).trim().min(1, 'is required').max(200),
  /**
   * How the money goes back, as a refund's (L4): the amounts add up to the credit note; `PayLater` is credit on the
   * customer's account (less owed), any other method is money paid out of the writer's shift. Omitted: only off
   * what the customer still owes for the sale, no money paid out.
   */
  paymentSummary: z.array(paymentSummaryEntrySchema).min(1, 'must have at least one payment').max(20).nullish(),
  note: optionalText(500),
});
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;

export const deleteTransaction = defineRoute({
  id: 'L3',
  method: 'DELETE',
  path: '/api/Transactions/DeleteTransaction/{businessId}/{transactionId}',
  tag: TAG,
  modules: REFUNDS,
  idem: true,
  summary: 'Void a sale still unsent to the tax authority: stock back, credit reversed, out of the register',
  params: z.object({ businessId: idParam, transactionId: idParam }),
  result: transactionRowSchema,
});

export const refundTransaction = defineRoute({
  id: 'L4',
  method: 'POST',
  path: '/api/Transactions/RefundTransaction/{businessId}/{oldTransactionId}',
  tag: TAG,
  modules: REFUNDS,
  idem: true,
  summary: 'Refund some or all of a sale',
  params: z.object({ businessId: idParam, oldTransactionId: idParam }),
  body: refundInputSchema,
  result: transactionSchema,
});

export const postKraCreditNote = defineRoute({
  id: 'L5',
  method: 'POST',
  path: '/api/Transactions/PostKraCreditNote/{businessId}',
  tag: TAG,
  modules: REFUNDS,
  idem: true,
  summary: 'Credit note against a sale, queued for the tax authority',
  params: z.object({ businessId: idParam }),
  body: creditNoteInputSchema,
  result: transactionSchema,
});
