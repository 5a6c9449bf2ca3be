/** Types of precompress-assets.mjs, for the TypeScript that imports it (the API's compression test). */
export function precompressAssets(dist: string): { files: number; rawBytes: number; brBytes: number; gzBytes: number };
