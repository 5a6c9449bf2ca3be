import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { tillChunks } from './till-chunks';
import { tillRoutePreload } from './route-preload';
import { tillCompileHints } from './compile-hints';

const ROUTER_PRODUCTION_BUILD = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '../production/index.mjs');

const till = tillChunks();
/** The screens a first visit opens: the till (the app's start_url) and the sign-in. */
const PRELOADED_SCREENS = /(^|\/)(pos-page|auth-layout|sign-in-page)-[\w-]+\.js$/;

/** Where the dev server proxies API calls; set API_URL to run against another port. */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    till.plugin,
    tillRoutePreload(),
    tillCompileHints(),
    // The installable app (issue 17): a manifest, and a service worker that precaches the shell, every script
    // chunk and the translations, so /pos opens with no network after one visit. Registered by
    // src/lib/offline/app-update.ts, which asks before reloading into a new version (never mid-sale).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Dukani POS',
        short_name: 'Dukani',
        description: 'Point of sale and back office for shops in Kenya, Uganda and Rwanda. Sells with no connection.',
        start_url: '/pos',
        scope: '/',
        display: 'standalone',
        background_color: '#F8F9FA',
        theme_color: '#5048E5',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
        // Every route of the SPA opens from the cached shell; the API and uploads never do.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/v1\//, /^\/uploads\//, /^\/docs/],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // Background Sync of the sale queue (public/sw-sync.js): asks the open till to send when the line is back.
        importScripts: ['/sw-sync.js'],
        runtimeCaching: [
          {
            // Product images: shown from the cache when offline, refreshed when online.
            urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'dukani-images', expiration: { maxEntries: 2000, maxAgeSeconds: 30 * 86_400 } },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // React Router's package points every import at its development build (dev warnings on, ~10 KB more); its
      // own Vite plugin swaps in the production build, which a library-mode app has to ask for itself.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION_BUILD }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiUrl, '/v1/api': apiUrl, '/uploads': apiUrl },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    // The manifest lets scripts/check-bundle-size.mjs add up what /pos loads first.
    manifest: true,
    // A lazily loaded screen's libraries are fetched beside it (modulePreload) only for the till and the sign-in:
    // the list of every screen's chunks sat in the entry (~2.4 KB gzipped). Other screens fetch theirs after
    // their own chunk, from the service worker's cache after the first visit. index.html keeps its list (the
    // entry's libraries): without it they were fetched only once the entry had been parsed (issue 33).
    modulePreload: {
      // Every browser a shop runs the till in preloads modules itself (Chrome 66, Firefox 115, Safari 17); one that
      // does not still loads them, in turn. Vite's polyfill for it was ~0.3 KB of every first load.
      polyfill: false,
      resolveDependencies: (filename, deps, { hostType }) => (hostType === 'html' || PRELOADED_SCREENS.test(filename) ? deps : []),
    },
    rolldownOptions: {
      // Emotion imports hoist-non-react-statics (and through it react-is 16) for withTheme, which nothing here
      // calls; as a CommonJS module it counted as having side effects and stayed in every first load (~1 KB).
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined) },
      output: {
        // Everything the entry imports statically ('$initial') loads on every first visit anyway: two chunks
        // (libraries, app shell) instead of ~40 small shared ones, which compress better together (358 → 341 KB
        // gzipped for /pos, no module added). Lazily loaded screens still get their own chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], includeDependenciesRecursively: false },
            { name: 'shell', tags: ['$initial'], includeDependenciesRecursively: false },
            // What /pos adds to them, in two chunks rather than ~40 (till-chunks.ts).
            { name: 'till-vendor', test: till.vendor, includeDependenciesRecursively: false },
            { name: 'till', test: till.app, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
