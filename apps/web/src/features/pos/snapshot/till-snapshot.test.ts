import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerRow, PosPaymentModes } from '@dukani/contracts';
import { installSessionHooks } from '@/lib/api-client';
import { closeLocalDb } from '@/lib/offline/local-db';
import { customerKeys } from '@/api/customers/customer-keys';
import { posKeys } from '@/api/pos/pos-keys';
import { addKeptSaleToBalance, clearTillSnapshots, loadTillSnapshot, refreshTillSnapshot, watchTillSnapshot } from './till-snapshot';

const BUSINESS = 4;
const CASHIER = 7;
const customers: CustomerRow[] = [
  { id: 11, clientName: 'Amina', phoneNumber: '0712000001', email: null, balance: 300 } as CustomerRow,
  { id: 12, clientName: 'Baraka', phoneNumber: '0712000002', email: null, balance: 0 } as CustomerRow,
];
const modes = { paymentModes: [{ paymentValue: 'Cash', displayValue: 'Cash' }], customMethods: [], mobileMoneyEnabled: true } as unknown as PosPaymentModes;
const session = { id: 5, openedAt: '2026-11-27T06:00:00.000Z' };
const settings = { id: 1, message: 'Karibu tena', cashRegisterSettings: { requireOpenSession: true } };
const json = (body: unknown) => new Response(JSON.stringify({ success: true, result: body }), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The server of H1, J1, E2 and K2, or no line at all. */
function serve(online: () => boolean) {
  return vi.fn(async (url: string) => {
    if (!online()) throw new TypeError('Failed to fetch');
    if (url.startsWith('/api/Customer/GetCustomers')) return json(customers);
    if (url.includes('GetReceiptSettings')) return json(settings);
    if (url.includes('Session')) return json(session);
    return json(modes);
  });
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(async () => {
  await closeLocalDb();
  vi.stubGlobal('indexedDB', new IDBFactory());
  installSessionHooks(null);
});
afterEach(() => vi.unstubAllGlobals());

/**
 * The till open with a line: the snapshot watched and refreshed from the server; `whileWatched` runs before the
 * watch stops (a kept sale, say). The caller then reopens with a new cache, as a browser opened again would.
 */
async function saveOnline(isOnline: () => boolean = () => true, whileWatched: (client: QueryClient) => void = () => {}) {
  vi.stubGlobal('fetch', serve(isOnline));
  const client = newClient();
  const stop = watchTillSnapshot(client, BUSINESS, CASHIER);
  await refreshTillSnapshot(client, BUSINESS, CASHIER);
  whileWatched(client);
  await settle();
  stop();
  return client;
}

describe('the till snapshot (customers, methods, settings, register session on the device)', () => {
  it('keeps what the server sent and puts it back into an empty cache when the till opens offline', async () => {
    let online = true;
    await saveOnline(() => online);

    // The browser closed and opened again with no line: a new cache, the same device.
    online = false;
    await closeLocalDb();
    const reopened = newClient();
    expect(await loadTillSnapshot(reopened, BUSINESS, CASHIER)).toBe(4);
    expect(reopened.getQueryData(customerKeys.list(BUSINESS))).toEqual(customers);
    expect(reopened.getQueryData(posKeys.paymentModes(BUSINESS))).toEqual(modes);
    expect(reopened.getQueryData(posKeys.session(BUSINESS))).toEqual(session);
    expect(reopened.getQueryData(['settings', 'receipt', BUSINESS])).toEqual(settings);
    // Seeded as old as it is, so the first online look asks the server again.
    expect(reopened.getQueryState(customerKeys.list(BUSINESS))?.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
    expect(reopened.getQueryState(customerKeys.list(BUSINESS))?.dataUpdatedAt).toBeGreaterThan(0);

    // Offline, a refresh fails quietly and the copy stays.
    await refreshTillSnapshot(reopened, BUSINESS, CASHIER);
    expect(reopened.getQueryData(customerKeys.list(BUSINESS))).toEqual(customers);
  });

  it('keeps the register session per cashier and never overwrites what the cache already holds', async () => {
    await saveOnline();

    const other = newClient();
    expect(await loadTillSnapshot(other, BUSINESS, 8)).toBe(3);
    expect(other.getQueryData(posKeys.session(BUSINESS))).toBeUndefined();
    expect(await loadTillSnapshot(newClient(), BUSINESS + 1, CASHIER)).toBe(0);

    const fresh = newClient();
    fresh.setQueryData(customerKeys.list(BUSINESS), []);
    await loadTillSnapshot(fresh, BUSINESS, CASHIER);
    expect(fresh.getQueryData(customerKeys.list(BUSINESS))).toEqual([]);
  });

  it("adds a kept pay-later sale to the customer's balance on the device, once, and logout clears the copy", async () => {
    await saveOnline(
      () => true,
      (client) => {
        addKeptSaleToBalance(client, BUSINESS, { customerId: 11, balance: 450 });
        addKeptSaleToBalance(client, BUSINESS, { customerId: 12, balance: 0 });
      },
    );

    const reopened = newClient();
    await loadTillSnapshot(reopened, BUSINESS, CASHIER);
    expect(reopened.getQueryData<CustomerRow[]>(customerKeys.list(BUSINESS))?.map((c) => c.balance)).toEqual([750, 0]);

    await clearTillSnapshots();
    expect(await loadTillSnapshot(newClient(), BUSINESS, CASHIER)).toBe(0);
  });
});
