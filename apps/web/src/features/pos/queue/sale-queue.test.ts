import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SalePayload } from '@dukani/contracts';
import { installSessionHooks } from '@/lib/api-client';
import { closeLocalDb } from '@/lib/offline/local-db';
import { drainQueue } from './drain-queue';
import { enqueueSale, migrateLegacyQueue, nextDeviceReceiptNo, reloadQueue, useSaleQueue } from './sale-queue';
import { sendQueuedSale } from './send-queued-sale';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, String(value));
  removeItem = (key: string) => void this.map.delete(key);
}

const payload = {
  businessId: 4,
  itemList: [{ productId: 9, quantity: 1, calcPrice: 100 }],
  paymentSummary: [{ paymentValue: 'Cash', amount: 100 }],
  totalPaid: 100,
  balance: 0,
  offline: true,
  deviceReceiptNo: 'ABCD-000001',
} as SalePayload;
const KEY = '2b0c5f7e-4a8e-4c55-9d67-0d8a1f1f0c11';
const sale = { key: KEY, userId: 7, businessId: 4, payload, amount: 100, deviceReceiptNo: 'ABCD-000001', savedAt: '2026-11-23T10:00:00.000Z' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = (status: number, code: string, errordesc: string) => json(status, { success: false, code, errordesc });
const recorded = () => json(200, { success: true, result: { transactionId: 1, receiptNo: '000042' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await closeLocalDb();
  vi.stubGlobal('indexedDB', new IDBFactory());
  useSaleQueue.setState({ sales: [], loaded: false });
  vi.stubGlobal('localStorage', new MemoryStorage());
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  installSessionHooks(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('the sale queue', () => {
  it('posts the stored body with its own key and forgets the sale once recorded', async () => {
    fetchMock.mockResolvedValue(recorded());
    const queued = await enqueueSale(sale);
    expect(await sendQueuedSale(queued)).toMatchObject({ kind: 'recorded', transaction: { receiptNo: '000042' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/Transactions/AddKraSale/4');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(KEY);
    expect(JSON.parse(init.body as string)).toEqual(payload);
    expect(await reloadQueue()).toEqual([]);
  });

  it('keeps the first body when the same checkout is queued again', async () => {
    await enqueueSale(sale);
    await enqueueSale({ ...sale, amount: 999 });
    expect((await reloadQueue()).map((s) => s.amount)).toEqual([100]);
  });

  it('keeps a sale with no answer, noting the attempt, and sends it once the line is back', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await enqueueSale(sale);
    expect(await drainQueue(7)).toBe(0);
    expect(await reloadQueue()).toMatchObject([{ key: KEY, status: 'waiting', attempts: 1 }]);
    fetchMock.mockResolvedValue(recorded());
    expect(await drainQueue(7)).toBe(1);
    expect(await reloadQueue()).toEqual([]);
  });

  it('keeps a refused sale with the sentence and does not send it again', async () => {
    fetchMock.mockResolvedValue(refusal(409, 'CUSTOMER_REQUIRED', 'Choose a customer'));
    await enqueueSale(sale);
    await drainQueue(7);
    expect(await reloadQueue()).toMatchObject([{ status: 'refused', error: 'Choose a customer' }]);
    await drainQueue(7);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends only the signed-in cashier's sales, oldest first, and one request per key at a time", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(recorded()));
    await enqueueSale({ ...sale, key: 'b', savedAt: '2026-11-23T11:00:00.000Z' });
    await enqueueSale({ ...sale, key: 'a', savedAt: '2026-11-23T10:00:00.000Z' });
    await enqueueSale({ ...sale, key: 'other', userId: 8 });
    const [first, second] = await Promise.all([drainQueue(7), drainQueue(7)]);
    expect([first, second]).toEqual([2, 2]);
    const keys = fetchMock.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key']);
    expect(keys).toEqual(['a', 'b']);
    expect((await reloadQueue()).map((s) => s.key)).toEqual(['other']);
  });

  it("mirrors each change into the till's list as it is written, matching the store", async () => {
    await reloadQueue();
    await enqueueSale({ ...sale, key: 'a', savedAt: '2026-11-23T10:00:00.000Z' });
    await enqueueSale({ ...sale, key: 'b', savedAt: '2026-11-23T11:00:00.000Z' });
    expect(useSaleQueue.getState().sales.map((s) => s.key)).toEqual(['a', 'b']);
    fetchMock.mockResolvedValueOnce(recorded()).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await drainQueue(7)).toBe(1);
    expect(useSaleQueue.getState().sales).toMatchObject([{ key: 'b', attempts: 1 }]);
    const stored = useSaleQueue.getState().sales;
    expect(await reloadQueue()).toEqual(stored);
  });

  it('numbers receipts with one device prefix and a sequence that survives reopening', async () => {
    const first = await nextDeviceReceiptNo({ isOffline: true, clientSaleId: crypto.randomUUID() });
    await closeLocalDb();
    const second = await nextDeviceReceiptNo({ isOffline: true, clientSaleId: crypto.randomUUID() });
    expect(first).toMatch(/^[A-Z2-9]{4}-000001$/);
    expect(second).toBe(`${first.slice(0, 4)}-000002`);
  });

  it('counts offline sales only: a sale made online before does not make the first offline paper 000002 (issue 36)', async () => {
    const online = await nextDeviceReceiptNo({ isOffline: false, clientSaleId: '3f9a1c2e-0000-4000-8000-000000000000' });
    const offline = await nextDeviceReceiptNo({ isOffline: true, clientSaleId: crypto.randomUUID() });
    expect(online).toBe(`${offline.slice(0, 4)}-3F9A1C2E`);
    expect(offline).toMatch(/^[A-Z2-9]{4}-000001$/);
  });

  it('moves the old localStorage queue over with its keys and bodies untouched', async () => {
    localStorage.setItem(
      'heldTransactions',
      JSON.stringify([
        { ...sale, error: null },
        { ...sale, key: 'x', error: 'Refused' },
      ]),
    );
    expect(await migrateLegacyQueue()).toBe(2);
    expect(localStorage.getItem('heldTransactions')).toBeNull();
    const moved = await reloadQueue();
    expect(moved.map((s) => [s.key, s.status, s.payload])).toEqual([
      [KEY, 'waiting', payload],
      ['x', 'refused', payload],
    ]);
  });
});
