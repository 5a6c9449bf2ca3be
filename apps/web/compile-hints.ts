import type { Plugin } from 'vite';
import { tillFirstLoad } from './first-load-chunks';

/** V8's file-wide compile hint (Chrome 136+; other engines read a comment). */
const HINT = '//# allFunctionsCalledOnLoad\n';
/** A small chunk compiles in no time either way; its hint would only add bytes to the first load. */
const MIN_CHARS = 50_000;

/**
 * Every function of the till's first-load chunks compiled at once, off the main thread, and kept in the code cache
 * the browser stores beside the service worker's copy (issue 33). Without the hint V8 compiles a function when it is
 * first called: on a later visit the code cache held only the top level, and ~0.4 s of the main thread (CPU slowed 4×)
 * went to compiling React, MUI and the till function by function before the grid showed.
 */
export function tillCompileHints(): Plugin {
  return {
    name: 'dukani-till-compile-hints',
    apply: 'build',
    // After minification (which drops comments) and before the service worker's precache list is written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { shell, till, byFile } = tillFirstLoad(bundle);
        for (const file of new Set([...shell, ...till])) {
          const chunk = byFile.get(file);
          if (chunk && chunk.code.length >= MIN_CHARS && !chunk.code.startsWith(HINT)) chunk.code = HINT + chunk.code;
        }
      },
    },
  };
}
