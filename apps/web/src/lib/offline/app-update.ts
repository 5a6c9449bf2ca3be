import { create } from 'zustand';

/** The deferred "Add to home screen" event Chromium fires when the app is installable. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface AppUpdateState {
  /** A new version is downloaded and waits for a reload. */
  needRefresh: boolean;
  /** A sale is in progress on the till (items in the cart, or the checkout open): no reload offered now. */
  busy: boolean;
  installEvent: InstallPromptEvent | null;
}
export const useAppUpdate = create<AppUpdateState>(() => ({ needRefresh: false, busy: false, installEvent: null }));

let updateServiceWorker: ((reload?: boolean) => Promise<void>) | null = null;

/**
 * Its first install downloads every chunk (~3 MB): on a slow line that must not compete with the screen the
 * user opened, so it starts a few seconds after the page has loaded.
 */
const REGISTER_AFTER_LOAD_MS = 3_000;

/**
 * Registers the service worker (vite-plugin-pwa). A new version never reloads by itself: the shell offers it,
 * and only while no sale is in progress. Checked again every hour, a till can stay open for days.
 */
export function startServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useAppUpdate.setState({ installEvent: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useAppUpdate.setState({ installEvent: null }));
  const register = () => setTimeout(() => void registerWorker().catch(() => undefined), REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// Its own chunk, fetched when the timer fires: the first paint does not wait for code that runs 3 s after it.
async function registerWorker() {
  const { registerSW } = await import('virtual:pwa-register');
  updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => useAppUpdate.setState({ needRefresh: true }),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), 60 * 60_000);
    },
  });
}

export function applyUpdate() {
  void updateServiceWorker?.(true);
}

export async function promptInstall() {
  const event = useAppUpdate.getState().installEvent;
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
  useAppUpdate.setState({ installEvent: null });
}

export const setSaleInProgress = (busy: boolean) => {
  if (useAppUpdate.getState().busy !== busy) useAppUpdate.setState({ busy });
};
