import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import { i18n, initI18n } from './lib/i18n';
import { startSession } from './lib/session';
import { restoreSessionSnapshot } from './lib/session-data';
import { startServiceWorker } from './lib/offline/app-update';

// Registered before init, which announces the first language too.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
const translations = initI18n();
// Before the first render: an expired stored token is dropped here, before any request.
startSession();
// This user's businesses and plan from the last visit: the till paints from them, the server's answers follow.
restoreSessionSnapshot();
// The installable, offline app: the shell and scripts come from the cache after one visit.
startServiceWorker();

/** Once the router has the screen's code (its lazy route), loaded or failed. */
const routed = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

// index.html's splash stays until the screen's code and texts are in: React's first render is then the screen, not a
// second splash drawn by React first (a render and a commit of the whole shell's providers: ~0.1 s of a slow
// phone's start, issue 33). Whatever fails is the app's to show, so a failure renders too.
void Promise.allSettled([routed, translations]).then(() => {
  // StrictMode checks (double renders and effects, deprecated APIs) run in development and the component tests;
  // the production build of React ignores it.
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // This visit's rules, kept for the next once the screen has settled (not in the first load's code).
  if (import.meta.env.PROD) setTimeout(() => import('./lib/keep-styles'), 3000);
});
