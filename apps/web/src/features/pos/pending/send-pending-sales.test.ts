import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SalePayload } from '@dukani/contracts';
import { installSessionHooks } from '@/lib/api-client';
import { usePendingSales } from './pending-sales-store';
import { sendPendingSale } from './send-pending-sales';

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
} as SalePayload;
const sale = { key: '2b0c5f7e-4a8e-4c55-9d67-0d8a1f1f0c11', userId: 7, businessId: 4, payload, amount: 100, savedAt: '2026-11-23T10:00:00.000Z' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = (status: number, code: string, errordesc: string) => json(status, { success: false, code, errordesc });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  installSessionHooks(null);
  usePendingSales.setState({ sales: [] });
  usePendingSales.getState().add(sale);
});
afterEach(() => vi.unstubAllGlobals());

describe('sendPendingSale', () => {
  it('posts the kept body with its own key, then forgets the sale and keeps the store in heldTransactions', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, result: { transactionId: 1, receiptNo: '000042' } }));
    const outcome = await sendPendingSale(usePendingSales.getState().sales[0]!);
    expect(outcome).toMatchObject({ kind: 'sent', transaction: { receiptNo: '000042' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/Transactions/AddKraSale/4');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(sale.key);
    expect(JSON.parse(init.body as string)).toEqual(payload);
    expect(usePendingSales.getState().sales).toEqual([]);
    expect(localStorage.getItem('heldTransactions')).toBe('[]');
  });

  it.each([
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server fault', () => Promise.resolve(refusal(503, 'UNAVAILABLE', 'Down for maintenance'))],
    ['the first attempt still running', () => Promise.resolve(refusal(409, 'IDEMPOTENCY_IN_PROGRESS', 'Still working'))],
  ])('keeps the sale untouched after %s', async (_label, answer) => {
    fetchMock.mockImplementation(answer);
    expect(await sendPendingSale(usePendingSales.getState().sales[0]!)).toEqual({ kind: 'kept' });
    expect(usePendingSales.getState().sales).toEqual([{ ...sale, error: null }]);
  });

  it('forgets a sale the server already has under its clientSaleId', async () => {
    fetchMock.mockResolvedValue(refusal(409, 'DUPLICATE', 'This sale was already recorded as receipt 000041'));
    expect(await sendPendingSale(usePendingSales.getState().sales[0]!)).toEqual({ kind: 'recorded' });
    expect(usePendingSales.getState().sales).toEqual([]);
  });

  it('keeps a refused sale with the sentence, for the cashier to see', async () => {
    fetchMock.mockResolvedValue(refusal(409, 'OUT_OF_STOCK', 'Soap is Out Of Stock!'));
    expect(await sendPendingSale(usePendingSales.getState().sales[0]!)).toEqual({ kind: 'refused', error: 'Soap is Out Of Stock!' });
    expect(usePendingSales.getState().sales).toEqual([{ ...sale, error: 'Soap is Out Of Stock!' }]);
  });
});
