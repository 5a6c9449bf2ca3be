import { useCallback, useRef, useState } from 'react';
import type { Transaction } from '@dukani/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSale, nextDeviceReceiptNo, removeQueuedSale } from '../queue/sale-queue';
import { sendQueuedSale } from '../queue/send-queued-sale';
import type { SaleAnswer } from '../queue/classify-answer';
import { applySaleToLocalStock, getCatalogSyncedAt, syncLocalCatalog } from '../catalog/local-catalog';
import type { KeptSale } from '../receipt/provisional-receipt';
import { usePosStore } from '../state/pos-store';
import { afterSale } from '@/api/pos/post-sale';
import { addKeptSaleToBalance } from '../snapshot/till-snapshot';
import { requestBackgroundSync } from '@/lib/offline/background-sync';
import { buildSalePayload, type SaleDraft } from './sale-payload';
import type { SaleFailure } from './sale-refusal';
import type { RegisterOpening } from './register-opening';

/** Answers after which the sale may already be recorded under this key: keep it, so a retry replays. */
const KEEP_KEY_CODES = new Set(['IDEMPOTENCY_REUSED']);

export interface SendSale {
  posting: boolean;
  /** The server's refusal (or the register's), shown until the cashier changes the order or the payment. */
  failure: SaleFailure | null;
  setFailure(failure: SaleFailure | null): void;
  /** The server's recorded sale, to show its receipt. */
  sale: Transaction | null;
  /** A sale with no answer yet: it waits in the device's queue and its provisional receipt is shown. */
  kept: KeptSale | null;
  /** The receipt shown is done with: the next customer. */
  clear(): void;
  send(draft: SaleDraft, amountDue: number): Promise<void>;
}

/**
 * Completing a sale: write it to the device's queue, send it once (one key per checkout, kept across retries), and
 * keep what to show: the server's receipt, or with no answer the device's provisional one (the sale then waits in
 * the queue and the next customer is served).
 */
export function useSendSale(businessId: number, userId: number | null, opening: Pick<RegisterOpening, 'openFirst' | 'onRefused'>): SendSale {
  const queryClient = useQueryClient();
  const [posting, setPosting] = useState(false);
  const [failure, setFailure] = useState<SaleFailure | null>(null);
  const [sale, setSale] = useState<Transaction | null>(null);
  const [kept, setKept] = useState<KeptSale | null>(null);
  const { openFirst, onRefused } = opening;
  // One request at a time: a double click or a second Enter lands before React has re-rendered the button.
  const sending = useRef(false);
  const send = useCallback(
    async (draft: SaleDraft, amountDue: number) => {
      if (sending.current || userId === null) return;
      sending.current = true;
      setPosting(true);
      setFailure(null);
      try {
        // A shop that sells only with an open register: this sale's Complete opens it first (issue 36).
        const notOpened = await openFirst();
        if (notOpened) {
          setFailure(notOpened);
          return;
        }
        const attempt = draft.clientSaleId;
        const store = usePosStore.getState();
        // Under a key already sent, the first body goes again byte for byte (with its transactionDate and device
        // number), so the server replays the recorded sale instead of refusing the key as reused.
        const earlier = store.sentSale?.key === attempt ? store.sentSale.payload : null;
        const payload =
          earlier ??
          store.rememberSent({
            ...buildSalePayload(draft),
            // Made with no line: the money is taken, so the server records it even short of stock (issue 17).
            offline: !navigator.onLine,
            deviceReceiptNo: await nextDeviceReceiptNo({ isOffline: !navigator.onLine, clientSaleId: attempt }),
            // What the till's rules were checked against: a product changed since is held for review, not refused.
            catalogSyncedAt: await getCatalogSyncedAt(businessId),
          });
        const deviceReceiptNo = payload.deviceReceiptNo ?? '';
        // Written to the device before it is sent: a tab killed now still has the sale.
        const queued = await enqueueSale({ key: attempt, userId, businessId, payload, amount: amountDue, deviceReceiptNo, savedAt: new Date().toISOString() });
        const answer: SaleAnswer = navigator.onLine ? await sendQueuedSale(queued) : { kind: 'retry', reason: 'OFFLINE' };
        if (answer.kind === 'refused') {
          // The cashier is here to correct it: it leaves the queue, and a corrected sale needs a new key.
          await removeQueuedSale(attempt);
          if (!KEEP_KEY_CODES.has(answer.code)) usePosStore.getState().renewSaleKey();
          setFailure({ text: answer.message, code: answer.code });
          onRefused(answer.code);
          return;
        }
        if (answer.kind === 'recorded' && answer.transaction) setSale(answer.transaction);
        else {
          setKept({ deviceReceiptNo, cart: draft.cart, payload, customerName: draft.customer?.clientName ?? null });
          if (answer.kind !== 'recorded') {
            // What the customer owes goes up on the device now, as it will on the server once the sale is sent.
            addKeptSaleToBalance(queryClient, businessId, payload);
            void requestBackgroundSync();
          }
        }
        // Stock on the device goes down as it sells: the next scan sees it, offline or not.
        void applySaleToLocalStock(businessId, payload.itemList);
        if (answer.kind === 'recorded') {
          void afterSale(queryClient);
          void syncLocalCatalog(businessId);
        }
        // Cleared at once, not on "New sale": a reload now must not bring the sold order back to the till.
        usePosStore.getState().clearOrder();
      } finally {
        sending.current = false;
        setPosting(false);
      }
    },
    [businessId, userId, queryClient, openFirst, onRefused],
  );
  const clear = useCallback(() => {
    setSale(null);
    setKept(null);
  }, []);
  return { posting, failure, setFailure, sale, kept, clear, send };
}
