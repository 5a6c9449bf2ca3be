import { create } from 'zustand';
import {
  addQuickSaleLine, addToCart, emptyCart, removeLine, setLineDiscount, setLinePrice, setLineQuantity,
  setOrderDiscount, setPriceType, setShippingFee, setTaxExempt,
  type Cart, type CartItemSource, type CartOptions, type OrderDiscount, type PriceType, type QuickSaleLineInput,
} from '@dukani/domain';
import type { CustomerRow } from '@dukani/contracts';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** The grid's filters: "clear order" resets them too (product-spec §4). */
export interface PosFilters {
  categoryId: number | null;
  subcategoryId: number | null;
  productType: 'All' | 'Products' | 'Services' | 'Bundles';
  search: string;
}

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

export const emptyFilters: PosFilters = { categoryId: null, subcategoryId: null, productType: 'All', search: '' };

interface PosState {
  cart: Cart;
  customer: CustomerRow | null;
  salesPersonId: number | null;
  filters: PosFilters;
  heldOrders: HeldOrder[];
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
  holdOrder(businessId: number, label: string): void;
  resumeOrder(id: string): void;
  deleteHeldOrder(id: string): void;
}

const readHeld = (): HeldOrder[] => readJson<HeldOrder[]>(STORAGE_KEYS.heldOrders) ?? [];

export const usePosStore = create<PosState>((set, get) => {
  const applyCart = (next: Cart) => set({ cart: next });
  const applyResult = (result: ReturnType<typeof addToCart>): string | null => {
    if (!result.ok) return result.message;
    set({ cart: result.cart });
    return null;
  };
  const saveHeld = (heldOrders: HeldOrder[]) => {
    writeJson(STORAGE_KEYS.heldOrders, heldOrders);
    set({ heldOrders });
  };
  return {
    cart: emptyCart,
    customer: null,
    salesPersonId: null,
    filters: emptyFilters,
    heldOrders: readHeld(),
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
    setCustomer: (customer) => set({ customer }),
    setSalesPerson: (salesPersonId) => set({ salesPersonId }),
    setFilters: (filters) => set({ filters: { ...get().filters, ...filters } }),
    clearOrder: () => set({ cart: emptyCart, customer: null, salesPersonId: null, filters: emptyFilters }),
    holdOrder: (businessId, label) => {
      const { cart, customer, salesPersonId } = get();
      if (cart.lines.length === 0) return;
      const order: HeldOrder = { id: crypto.randomUUID(), businessId, heldAt: new Date().toISOString(), label, cart, customer, salesPersonId };
      saveHeld([order, ...readHeld()]);
      set({ cart: emptyCart, customer: null, salesPersonId: null });
    },
    resumeOrder: (id) => {
      const held = readHeld();
      const order = held.find((o) => o.id === id);
      if (!order) return;
      // The order on screen is not lost: it is parked in the resumed one's place.
      const { cart, customer, salesPersonId } = get();
      const rest = held.filter((o) => o.id !== id);
      const parked: HeldOrder[] = cart.lines.length > 0
        ? [{ id: crypto.randomUUID(), businessId: order.businessId, heldAt: new Date().toISOString(), label: '', cart, customer, salesPersonId }]
        : [];
      saveHeld([...parked, ...rest]);
      set({ cart: order.cart, customer: order.customer, salesPersonId: order.salesPersonId });
    },
    deleteHeldOrder: (id) => saveHeld(readHeld().filter((o) => o.id !== id)),
  };
});
