/**
 * Background Sync (where the browser has it: Chromium, Android): a sale kept on the device registers the
 * 'dukani-sales' sync; the service worker (public/sw-sync.js) fires it when the connection is back and asks the
 * open till to send its queue. Feature-detected: elsewhere the till sends on `online`, every 15 s and on open.
 */
export const SALES_SYNC_TAG = 'dukani-sales';

/** The part of the Background Sync API used here (not in TypeScript's DOM library yet). */
interface SyncManager {
  register(tag: string): Promise<void>;
}

export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration().catch(() => undefined)) as
    (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined;
  // Refused without a reason worth showing (permission, a private window): the till's own retries still run.
  await registration?.sync?.register(SALES_SYNC_TAG).catch(() => undefined);
}

/**
 * The worker's ask to send the queue: `send` drains it and returns how many sales still wait; the worker gets
 * that count back on its port (0 = done, or it keeps the sync for a later try). Returns the unsubscribe.
 */
export function answerBackgroundSync(send: () => Promise<number>): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== 'dukani-send-queue') return;
    const port = event.ports[0];
    void send().then(
      (waiting) => port?.postMessage({ waiting }),
      () => port?.postMessage({ waiting: -1 }),
    );
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
