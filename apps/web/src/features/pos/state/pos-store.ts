import { create } from 'zustand';
import {
  addQuickSaleLine,
  addToCart,
  emptyCart,
  removeLine,
  setLineDiscount,
  setLinePrice,
  setLineQuantity,
  setOrderDiscount,
  setPriceType,
  setShippingFee,
  setTaxExempt,
  type Cart,
  type CartItemSource,
  type CartOptions,
  type OrderDiscount,
  type PriceType,
  type QuickSaleLineInput,
} from '@dukani/domain';
import type { CustomerRow, SalePayload } from '@dukani/contracts';
import { onLogout } from '@/lib/session';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** The grid's filters: "clear order" resets them too (product-spec §4). */
import type { PosFilters } from '@/api/pos/get-pos-products';
export type { PosFilters };

/** An order parked at the counter; kept under `heldOrders` so a reload or a crash keeps it. */
export interface HeldOrder {
  id: string;
  businessId: number;
  heldAt: string;
  label: string;
  cart: Cart;
  customer: CustomerRow | null;
  salesPersonId: number | null;
}

/** The order on screen as stored under `currentOrder`: a reload resumes it with the same sale key. */
interface StoredOrder {
  businessId: number | null;
  cart: Cart;
  customer: CustomerRow | null;
  salesPersonId: number | null;
  saleKey: string;
  sentSale: SentSale | null;
}

/**
 * The body first sent under the sale key. A retry after a lost answer must send these very bytes: a rebuilt
 * body (a new transactionDate) under the same key is refused as IDEMPOTENCY_REUSED, and the sale rung twice.
 */
export interface SentSale {
  key: string;
  payload: SalePayload;
}

export const emptyFilters: PosFilters = { categoryId: null, subcategoryId: null, productType: 'All', search: '' };

interface PosState {
  /** The business the order on screen belongs to; another business's order is parked, never posted here. */
  businessId: number | null;
  cart: Cart;
  customer: CustomerRow | null;
  salesPersonId: number | null;
  filters: PosFilters;
  heldOrders: HeldOrder[];
  /**
   * The Idempotency-Key and clientSaleId of the sale on screen. Any change to the order makes it a new sale
   * with a new key; it survives a reload, so a sale posted just before the tab died is never posted twice.
   */
  saleKey: string;
  /** Kept with the key (and stored, so a reload mid-sale resends it); a new key drops it. */
  sentSale: SentSale | null;
  /** Remember the body sent under the current key; a body sent before under that key wins. */
  rememberSent(payload: SalePayload): SalePayload;
  /** A definitive refusal (4xx) is stored against the key: the corrected sale needs a fresh one. */
  renewSaleKey(): void;
  /** Park another business's order and start an empty one for this business. */
  bindBusiness(businessId: number): void;
  /** Returns the out-of-stock sentence when the add was refused, else null. */
  addItem(item: CartItemSource, options: CartOptions): string | null;
  setQuantity(key: string, quantity: number, options: CartOptions): string | null;
  setPrice(key: string, price: number): void;
  setLineDiscount(key: string, discount: number): void;
  removeLine(key: string): void;
  setPriceType(priceType: PriceType): void;
  setTaxExempt(on: boolean): void;
  setDiscount(discount: OrderDiscount): void;
  setShippingFee(fee: number): void;
  addQuickLine(line: QuickSaleLineInput): void;
  setCustomer(customer: CustomerRow | null): void;
  setSalesPerson(userId: number | null): void;
  setFilters(filters: Partial<PosFilters>): void;
  /** Clear order: cart, customer, payment, totals, discount and category filters. */
  clearOrder(): void;
  /** Undo of Clear order: the cleared cart, customer and salesperson come back, as a new sale (a new key). */
  restoreOrder(order: Pick<HeldOrder, 'cart' | 'customer' | 'salesPersonId'>): void;
  holdOrder(businessId: number, label: string): void;
  resumeOrder(id: string): void;
  deleteHeldOrder(id: string): void;
}

const readHeld = (): HeldOrder[] => readJson<HeldOrder[]>(STORAGE_KEYS.heldOrders) ?? [];
const newKey = () => crypto.randomUUID();
/** A new sale: a new key, and nothing sent under it yet. */
const newSale = () => ({ saleKey: newKey(), sentSale: null });

function readStoredOrder(): StoredOrder | null {
  const stored = readJson<StoredOrder>(STORAGE_KEYS.currentOrder);
  if (!stored || !Array.isArray(stored.cart?.lines) || typeof stored.saleKey !== 'string') return null;
  const sentSale = stored.sentSale?.key === stored.saleKey && stored.sentSale.payload ? stored.sentSale : null;
  return { ...stored, sentSale };
}

const freshOrder = (businessId: number | null): StoredOrder => ({ businessId, cart: emptyCart, customer: null, salesPersonId: null, ...newSale() });

export const usePosStore = create<PosState>((set, get) => {
  const applyCart = (next: Cart) => set({ cart: next, ...newSale() });
  const applyResult = (result: ReturnType<typeof addToCart>): string | null => {
    if (!result.ok) return result.message;
    applyCart(result.cart);
    return null;
  };
  const saveHeld = (heldOrders: HeldOrder[]) => {
    writeJson(STORAGE_KEYS.heldOrders, heldOrders);
    set({ heldOrders });
  };
  const park = (order: StoredOrder, label: string) => {
    if (order.businessId === null || order.cart.lines.length === 0) return;
    const held: HeldOrder = {
      id: newKey(),
      businessId: order.businessId,
      heldAt: new Date().toISOString(),
      label,
      cart: order.cart,
      customer: order.customer,
      salesPersonId: order.salesPersonId,
    };
    saveHeld([held, ...readHeld()]);
  };
  return {
    ...(readStoredOrder() ?? freshOrder(null)),
    filters: emptyFilters,
    heldOrders: readHeld(),
    rememberSent: (payload) => {
      const { saleKey, sentSale } = get();
      if (sentSale?.key === saleKey) return sentSale.payload;
      set({ sentSale: { key: saleKey, payload } });
      return payload;
    },
    renewSaleKey: () => set(newSale()),
    bindBusiness: (businessId) => {
      const current = get();
      if (current.businessId === businessId) return;
      park(current, '');
      set({ ...freshOrder(businessId), filters: emptyFilters });
    },
    addItem: (item, options) => applyResult(addToCart(get().cart, item, options)),
    setQuantity: (key, quantity, options) => applyResult(setLineQuantity(get().cart, key, quantity, options)),
    setPrice: (key, price) => applyCart(setLinePrice(get().cart, key, price)),
    setLineDiscount: (key, discount) => applyCart(setLineDiscount(get().cart, key, discount)),
    removeLine: (key) => applyCart(removeLine(get().cart, key)),
    setPriceType: (priceType) => applyCart(setPriceType(get().cart, priceType)),
    setTaxExempt: (on) => applyCart(setTaxExempt(get().cart, on)),
    setDiscount: (discount) => applyCart(setOrderDiscount(get().cart, discount)),
    setShippingFee: (fee) => applyCart(setShippingFee(get().cart, fee)),
    addQuickLine: (line) => applyCart(addQuickSaleLine(get().cart, line)),
    setCustomer: (customer) => set({ customer, ...newSale() }),
    setSalesPerson: (salesPersonId) => set({ salesPersonId, ...newSale() }),
    setFilters: (filters) => set({ filters: { ...get().filters, ...filters } }),
    clearOrder: () => set({ ...freshOrder(get().businessId), filters: emptyFilters }),
    restoreOrder: ({ cart, customer, salesPersonId }) => set({ cart, customer, salesPersonId, ...newSale() }),
    holdOrder: (businessId, label) => {
      const current = get();
      if (current.cart.lines.length === 0) return;
      park({ ...current, businessId }, label);
      set(freshOrder(businessId));
    },
    resumeOrder: (id) => {
      const held = readHeld();
      const order = held.find((o) => o.id === id);
      if (!order) return;
      // The order on screen is not lost: it is parked in the resumed one's place.
      saveHeld(held.filter((o) => o.id !== id));
      const current = get();
      park({ ...current, businessId: current.businessId ?? order.businessId }, '');
      set({ businessId: order.businessId, cart: order.cart, customer: order.customer, salesPersonId: order.salesPersonId, ...newSale() });
    },
    deleteHeldOrder: (id) => saveHeld(readHeld().filter((o) => o.id !== id)),
  };
});

// Every change of the order on screen is written at once: the tab may be killed at any moment.
usePosStore.subscribe((state, previous) => {
  if (
    state.cart === previous.cart &&
    state.customer === previous.customer &&
    state.salesPersonId === previous.salesPersonId &&
    state.saleKey === previous.saleKey &&
    state.sentSale === previous.sentSale &&
    state.businessId === previous.businessId
  )
    return;
  const { businessId, cart, customer, salesPersonId, saleKey, sentSale } = state;
  writeJson(STORAGE_KEYS.currentOrder, { businessId, cart, customer, salesPersonId, saleKey, sentSale } satisfies StoredOrder);
});

// Logout resets the whole client store (product-spec §4): the next cashier starts with an empty till.
onLogout(() => {
  usePosStore.setState({ ...freshOrder(null), filters: emptyFilters, heldOrders: [] });
  localStorage.removeItem(STORAGE_KEYS.currentOrder);
});
