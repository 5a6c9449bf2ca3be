// The switches every Chromium this project drives starts with (browser tests and benches).
//
// Headless Chromium 156 builds its omnibox popup as a WebUI page in a renderer of its own for every new browser
// context: ~2.2 s of CPU each, and the browser tests open one context per test. Two features turn it off. Chromium
// keeps only the last `--disable-features` it is given, and Playwright passes its own list first, so ours repeats
// Playwright's (playwright-core's chromiumSwitches.ts, 1.64) and adds the two: the effective set is the union either way.
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
export const DISABLE_FEATURES = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`;

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
