// The switches every Chromium this project drives starts with (browser tests and benches).
//
// Headless Chromium 156 builds its omnibox popup as a WebUI page in a renderer of its own for new browser contexts
// (5 new contexts: 13.8–16.1 s of CPU with it, 3.4–3.6 s without; bench/README.md, first visit). Two features turn
// it off. Playwright passes its own `--disable-features` list first, and whether Chromium then merges a second one
// or keeps only the last is not ours to rely on, so ours repeats Playwright's (playwright-core's chromiumSwitches.ts,
// 1.64) and adds the two: the effective set is the union either way.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** Playwright's disabled features and the omnibox WebUI's, as one switch. */
const DISABLE_FEATURES = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`;

/** No sandbox (CI runs as root), no GPU, and nothing that talks to Google or updates itself in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  DISABLE_FEATURES,
];
