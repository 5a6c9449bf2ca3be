import type { Plugin } from 'vite';

const TILL_PAGE = /[\\/]src[\\/]features[\\/]pos[\\/]pages[\\/]pos-page\.tsx$/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** Followed: the app's own modules, its route refs, MUI's components and icons (each imported by its path), idb. */
const FOLLOWED =
  /[\\/]apps[\\/]web[\\/]src[\\/]|[\\/]contracts[\\/]src[\\/]route-refs[\\/]|[\\/]node_modules[\\/](@mui[\\/](material|icons-material|utils|system)|idb)[\\/]/;
/** Not followed: barrels, whose unused re-exports the build drops; the walk would take them all. */
const BARREL = /[\\/]@mui[\\/](material|icons-material)[\\/](esm[\\/])?index\.m?js$/;

/**
 * The till's own chunks (issue 17). What /pos imports statically, beyond what the entry already loads, went
 * into ~40 small chunks shared with other screens: each gzipped alone, with its own import list, ~9 KB more
 * than the same code in two files. This plugin reads, once the module graph is built, every module the till
 * page reaches by static imports; two code-splitting groups (vite.config.ts) then put them in 'till-vendor'
 * (libraries: MUI's inputs, toggles, chips) and 'till' (the app's code). A back-office screen that shares one
 * of those modules loads that chunk too; the service worker has them all after one visit anyway.
 */
export function tillChunks() {
  const tillModules = new Set<string>();
  const plugin: Plugin = {
    name: 'dukani-till-chunks',
    apply: 'build',
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => TILL_PAGE.test(id));
      const pending = root ? [root] : [];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (tillModules.has(id) || !FOLLOWED.test(id) || BARREL.test(id)) continue;
        tillModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return {
    plugin,
    vendor: (id: string) => tillModules.has(id) && NODE_MODULES.test(id),
    // The page itself stays the route's own chunk, which the router loads and which imports these two.
    app: (id: string) => tillModules.has(id) && !NODE_MODULES.test(id) && !TILL_PAGE.test(id),
  };
}
