import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18n, initI18n } from './lib/i18n';
import { startSession } from './lib/session';
import { restoreSessionSnapshot } from './lib/session-data';
import { startServiceWorker } from './lib/offline/app-update';

// Registered before init, which announces the first language too.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
void initI18n();
// Before the first render: an expired stored token is dropped here, before any request.
startSession();
// This user's businesses and plan from the last visit: the till paints from them, the server's answers follow.
restoreSessionSnapshot();
// The installable, offline app: the shell and scripts come from the cache after one visit.
startServiceWorker();

// StrictMode checks (double renders and effects, deprecated APIs) run in development and the component tests;
// the production build of React ignores it.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
