import path from 'node:path';
import { defineConfig } from 'vitest/config';

const webSrc = path.resolve(import.meta.dirname, 'apps/web/src');

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's `@/` alias (apps/web/vite.config.ts), so its unit tests import as the app does.
        resolve: { alias: [{ find: '@', replacement: webSrc }] },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Components rendered by React DOM in jsdom (Testing Library); part of the unit stage (`--project 'unit*'`).
        resolve: {
          alias: [
            { find: '@', replacement: webSrc },
            { find: 'virtual:pwa-register', replacement: path.join(webSrc, 'test/pwa-register.ts') },
            // The receipt printers' drivers export a browser build only (loaded lazily by the app, never run here).
            ...['webusb', 'webbluetooth', 'webserial'].map((kind) => ({
              find: `@point-of-sale/${kind}-receipt-printer`,
              replacement: path.resolve(import.meta.dirname, `node_modules/@point-of-sale/${kind}-receipt-printer/dist/${kind}-receipt-printer.esm.js`),
            })),
          ],
        },
        test: {
          name: 'unit-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // A user's typing is played key by key through MUI: seconds on a busy 2-core machine.
          testTimeout: 30_000,
          setupFiles: ['apps/web/src/test/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrate once per run: each file then copies a template database (PostgreSQL) or a snapshot (PGlite).
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Each file has its own database, so files may run side by side. Two workers: on this 2-core machine 4
          // workers on PostgreSQL measured no faster (the app, zod and password hashing run in the worker, not in
          // the server). A bigger CI machine raises it with API_TEST_WORKERS.
          maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
          // Files share a worker's loaded modules (each still has its own database and app): importing the app
          // afresh for each of ~90 files cost more than the tests. So no vi.mock of app modules in API tests.
          isolate: false,
        },
      },
    ],
  },
});
