import { create } from 'zustand';
import type { SalePayload } from '@dukani/contracts';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/**
 * A sale that got no answer (offline, server down) and that the cashier chose to send later. Its key is
 * the one the first attempt used, so however often it is sent it is recorded once (API.md §1.8, and the
 * per-shop unique clientSaleId past the key's 24 h).
 */
export interface PendingSale {
  key: string;
  userId: number;
  businessId: number;
  payload: SalePayload;
  amount: number;
  savedAt: string;
  /** The server's refusal (out of stock, price…) once it answered: the cashier must look at it. */
  error: string | null;
}

interface PendingSalesState {
  sales: PendingSale[];
  add(sale: Omit<PendingSale, 'error'>): void;
  remove(key: string): void;
  refuse(key: string, error: string): void;
}

const read = (): PendingSale[] => {
  const stored = readJson<PendingSale[]>(STORAGE_KEYS.heldTransactions);
  return Array.isArray(stored) ? stored.filter((sale) => typeof sale?.key === 'string' && sale.payload) : [];
};

/**
 * Kept under `heldTransactions`. Unlike the rest of the client state, logout does not clear it: these are
 * sales the shop has made and been paid for. Each is sent only while its own cashier is signed in.
 */
export const usePendingSales = create<PendingSalesState>((set, get) => ({
  sales: read(),
  add: (sale) => {
    if (get().sales.some((s) => s.key === sale.key)) return;
    set({ sales: [...get().sales, { ...sale, error: null }] });
  },
  remove: (key) => set({ sales: get().sales.filter((s) => s.key !== key) }),
  refuse: (key, error) => set({ sales: get().sales.map((s) => (s.key === key ? { ...s, error } : s)) }),
}));

usePendingSales.subscribe((state, previous) => {
  if (state.sales !== previous.sales) writeJson(STORAGE_KEYS.heldTransactions, state.sales);
});
