// Background Sync for the till's sale queue (issue 17), imported by the generated service worker (vite.config's
// workbox.importScripts). When a sale is kept on the device, the page registers the 'dukani-sales' sync; the
// browser fires it once the connection is back, even if the tab was put away. The worker has no token (it lives
// in the page's localStorage), so it does not send sales itself: it asks each open window of the app to send its
// queue and waits for their answers. With no window open, or sales still waiting, the sync fails and the browser
// tries again later (Chromium: a few times, with growing gaps); the next opening of the till sends them anyway.
/* global self, MessageChannel, setTimeout, clearTimeout */
const SYNC_TAG = 'dukani-sales';
const ANSWER_WITHIN_MS = 60_000;

function askToSend(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve({ waiting: -1 }), ANSWER_WITHIN_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data || { waiting: -1 });
    };
    client.postMessage({ type: 'dukani-send-queue' }, [channel.port2]);
  });
}

self.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const answers = await Promise.all(windows.map(askToSend));
      const sent = answers.some((answer) => answer.waiting === 0);
      // Rejecting keeps the sync registered, so the browser fires it again (unless this was its last chance).
      if (!sent && !event.lastChance) throw new Error('The till has sales still waiting');
    }),
  );
});
