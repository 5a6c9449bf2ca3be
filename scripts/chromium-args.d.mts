/** Types of chromium-args.mjs, for the TypeScript that imports it (e2e/playwright.config.ts, the browser benches). */
export declare const CHROMIUM_ARGS: string[];
