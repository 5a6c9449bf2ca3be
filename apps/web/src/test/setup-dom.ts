// Set-up of the component tests (vitest project unit-dom: React DOM in jsdom). IndexedDB as the till uses it
// (the sale queue, the device's catalog), a matchMedia that answers "no" (the desktop layout), and a clean
// page after each test.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// findBy… and waitFor give up after 1 s by default: on CI's two shared cores a fake server's answer and the render
// after it took longer (a failing wait, not a failing till).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
