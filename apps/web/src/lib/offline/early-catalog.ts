import type { LocalDoc, LocalPack } from './local-db';

/** What index.html's inline script read from the device's IndexedDB at the start of a signed-in visit to /pos. */
export interface EarlyCatalog {
  businessId: number;
  /** The business's packs, its categories document and its last sync time, as local-catalog.ts reads them. */
  read: [LocalPack[], LocalDoc | undefined, unknown];
}

declare global {
  // Set by index.html's inline script (a page global, so `var`); absent in tests outside a page.
  var earlyCatalog: Promise<EarlyCatalog | null> | undefined;
}

/**
 * The read index.html started at t = 0 (the scripts were still loading), for this business, once: a later open (another
 * business, a reopen after a sync) reads IndexedDB itself. None when there was none or it failed (the script only
 * resolves).
 */
export async function takeEarlyCatalog(businessId: number): Promise<EarlyCatalog['read'] | undefined> {
  const page = globalThis;
  const found = await page.earlyCatalog;
  page.earlyCatalog = undefined;
  return found?.businessId === businessId ? found.read : undefined;
}
