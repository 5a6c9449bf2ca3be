import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CustomerRow, SalePayload } from '@dukani/contracts';
import { roundMoney } from '@dukani/domain';
import { customersQueryOptions } from '@/api/customers/customers';
import { customerKeys } from '@/api/customers/customer-keys';
import { paymentModesQueryOptions } from '@/api/pos/use-payment-modes';
import { openSessionQueryOptions } from '@/api/pos/use-open-session';
import { getReceiptSettingsQueryOptions } from '@/api/settings/get-receipt-settings';
import { localDb, type TillSnapshotValue } from '@/lib/offline/local-db';

/**
 * What the till needs besides the catalog to sell with no line (issue 17): the customers with their balances
 * (H1), the payment methods (J1), the receipt and register settings (E2) and this cashier's open register session
 * (K2). Each is the server's answer as TanStack Query last held it, kept in IndexedDB `till` under
 * `${businessId}:${kind}`; a till opened offline puts them back into the query cache, so every screen that
 * reads those queries (checkout, customer picker, register chip, receipt) works unchanged.
 */
interface SnapshotQuery {
  kind: string;
  queryKey: QueryKey;
  /** Asks the server now (unless the cache answered within the last half minute) and fills the cache. */
  fetch(queryClient: QueryClient): Promise<unknown>;
}

/** Fresh enough not to ask again: the till's own queries fetched it moments ago (on open, after a sale). */
const FRESH_MS = 30_000;

export function tillSnapshotQueries(businessId: number, userId: number): SnapshotQuery[] {
  const customers = customersQueryOptions(businessId);
  const modes = paymentModesQueryOptions(businessId);
  const receipt = getReceiptSettingsQueryOptions(businessId);
  const session = openSessionQueryOptions(businessId);
  return [
    { kind: 'customers', queryKey: customers.queryKey, fetch: (qc) => qc.fetchQuery({ ...customers, staleTime: FRESH_MS }) },
    { kind: 'paymentModes', queryKey: modes.queryKey, fetch: (qc) => qc.fetchQuery({ ...modes, staleTime: FRESH_MS }) },
    { kind: 'receiptSettings', queryKey: receipt.queryKey, fetch: (qc) => qc.fetchQuery({ ...receipt, staleTime: FRESH_MS }) },
    // The register session is the cashier's own: another cashier on this device must not see it as theirs.
    { kind: `session:${userId}`, queryKey: session.queryKey, fetch: (qc) => qc.fetchQuery({ ...session, staleTime: FRESH_MS }) },
  ];
}

const keyOf = (businessId: number, kind: string) => `${businessId}:${kind}`;

export async function saveSnapshot(businessId: number, kind: string, value: TillSnapshotValue): Promise<void> {
  await (await localDb()).put('till', value, keyOf(businessId, kind));
}

/**
 * Puts the device's copies into the query cache where it holds nothing yet (a till opened offline). An entry
 * the cache already has is newer. Returns how many were put back.
 */
export async function loadTillSnapshot(queryClient: QueryClient, businessId: number, userId: number): Promise<number> {
  const db = await localDb();
  let seeded = 0;
  for (const query of tillSnapshotQueries(businessId, userId)) {
    const value = await db.get('till', keyOf(businessId, query.kind));
    if (!value || queryClient.getQueryData(query.queryKey) !== undefined) continue;
    queryClient.setQueryData(query.queryKey, value.data, { updatedAt: value.savedAt });
    seeded += 1;
  }
  return seeded;
}

/**
 * Writes every new answer of those queries to the device as it lands in the cache: on open, every few minutes,
 * after a sale (the sale invalidates customers and the register) and after the till's own edits (a customer
 * added). Returns the unsubscribe.
 */
export function watchTillSnapshot(queryClient: QueryClient, businessId: number, userId: number): () => void {
  const kinds = new Map(tillSnapshotQueries(businessId, userId).map((q) => [hashKey(q.queryKey), q.kind]));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const kind = kinds.get(event.query.queryHash);
    if (kind === undefined || event.query.state.data === undefined) return;
    void saveSnapshot(businessId, kind, { data: event.query.state.data, savedAt: event.query.state.dataUpdatedAt }).catch(() => undefined);
  });
}

/** Online: asks the server for each one; failures leave the device's copy as it is. */
export async function refreshTillSnapshot(queryClient: QueryClient, businessId: number, userId: number): Promise<void> {
  await Promise.allSettled(tillSnapshotQueries(businessId, userId).map((query) => query.fetch(queryClient)));
}

/**
 * A pay-later (or part-paid) sale kept on the device adds to the customer's balance on the device at once, as
 * the server will when it gets the sale: the next look at the picker shows what they owe now. The server's
 * list replaces it on the next refresh, which then counts the sale once it has been sent.
 */
export function addKeptSaleToBalance(queryClient: QueryClient, businessId: number, payload: Pick<SalePayload, 'customerId' | 'balance'>): void {
  const { customerId, balance } = payload;
  if (!customerId || !(balance > 0)) return;
  queryClient.setQueryData<CustomerRow[]>(customerKeys.list(businessId), (rows) =>
    rows?.map((row) => (row.id === customerId ? { ...row, balance: roundMoney(row.balance + balance) } : row)),
  );
}

/** Logout: customers' names and balances do not stay on a shared device (the next sign-in is online anyway). */
export async function clearTillSnapshots(): Promise<void> {
  await (await localDb()).clear('till');
}
