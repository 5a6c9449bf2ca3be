import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from './storage';

/**
 * This device's shop-till token (T1). Kept apart from the session's keys on purpose: logout and "Switch cashier"
 * clear the session, and the device must stay a till for the next cashier.
 */
export const SHOP_TILL_KEY = 'shopTill';

export interface ShopTillDevice {
  tillId: number;
  businessId: number;
  name: string;
  token: string;
}

const listeners = new Set<() => void>();
let cached: ShopTillDevice | null | undefined;

export function readShopTill(): ShopTillDevice | null {
  if (cached === undefined) cached = readJson<ShopTillDevice>(SHOP_TILL_KEY);
  return cached;
}

function changed() {
  cached = undefined;
  for (const listener of listeners) listener();
}

export function saveShopTill(till: ShopTillDevice): void {
  writeJson(SHOP_TILL_KEY, till);
  changed();
}

export function clearShopTill(): void {
  localStorage.removeItem(SHOP_TILL_KEY);
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab marking or unmarking the device.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SHOP_TILL_KEY) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The till this device is, or null: the sign-in page, the user menu and the tills page read it. */
export const useShopTill = () => useSyncExternalStore(subscribe, readShopTill);
