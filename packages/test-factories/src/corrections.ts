import crypto from 'node:crypto';
import { deleteTransaction, postKraCreditNote, refundTransaction, type CreditNoteInput, type RefundInput } from '@dukani/contracts';
import { callRoute, type RouteResponse, type Transport } from './transport';
import type { Shop } from './factories';

/** L3: void a sale, with a fresh idempotency key unless one is given; the answer as it came. */
export function voidSale(
  transport: Transport,
  shop: Shop,
  transactionId: number,
  options: { key?: string } = {},
): Promise<RouteResponse<typeof deleteTransaction>> {
  return callRoute(transport, deleteTransaction, {
    token: shop.token,
    params: { businessId: shop.businessId, transactionId },
    idempotencyKey: options.key ?? crypto.randomUUID(),
  });
}

/** L4: refund lines of a sale (all that is left when body.itemList is omitted). */
export function refundSale(
  transport: Transport,
  shop: Shop,
  transactionId: number,
  body: RefundInput = {},
  options: { key?: string } = {},
): Promise<RouteResponse<typeof refundTransaction>> {
  return callRoute(transport, refundTransaction, {
    token: shop.token,
    params: { businessId: shop.businessId, oldTransactionId: transactionId },
    body,
    idempotencyKey: options.key ?? crypto.randomUUID(),
  });
}

/** L5: a credit note against a sale. */
export function postCreditNote(
  transport: Transport,
  shop: Shop,
  body: CreditNoteInput,
  options: { key?: string } = {},
): Promise<RouteResponse<typeof postKraCreditNote>> {
  return callRoute(transport, postKraCreditNote, {
    token: shop.token,
    params: { businessId: shop.businessId },
    body,
    idempotencyKey: options.key ?? crypto.randomUUID(),
  });
}
