import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two files at a time share the one server: on CI's 2 cores the browser, the server and the test runner each wait
  // on the others, and two workers took the suite from 1,545 s to 771–883 s (four were no faster: the cores were
  // full). Every test makes its own shop, phones
  // (support/api.ts) and client address (support/fixtures.ts); simulator faults name their shop's PIN.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // On a slow CI machine (30 Nov: 51 min for the whole CI) a back-office page's first render took 10–12 s while
  // the other worker's browser held the cores, its answers from the server in under 0.3 s: the trace showed the
  // browser's own work between them. A wait for what a page shows may take 25 s there, and a test of two shops'
  // sales (mobile-money-ug-rw, 14 s alone) ran past 60 s twice: on CI a test has 150 s.
  timeout: process.env.CI ? 150_000 : 60_000,
  expect: { timeout: process.env.CI ? 25_000 : 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // Each test's fresh browser would otherwise install the service worker and download every chunk (~3 MB)
    // against the one test server. The offline test (offline-till.spec.ts) opens its own browser with it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
