/** Types of check-bundle-size.mjs, for the TypeScript that imports it (bench/first-visit.ts). */
export const POS_FIRST_LOAD_CEILING_KB: number;
export function posFirstLoad(dist: string): { sizes: { file: string; gzip: number }[]; totalKb: number };
