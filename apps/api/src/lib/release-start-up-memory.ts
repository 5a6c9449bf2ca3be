import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One full garbage collection once the server answers. On a new embedded database PGlite runs initdb in a WebAssembly
 * instance of its own, whose memory (up to ~300 MB resident) is garbage once the database is open; with a small young
 * generation (the start script's --max-semi-space-size) that instance can be promoted and would wait for the next
 * full collection, which an idle server may not reach for hours (bench/README.md, memory). Node's documented way to
 * reach `gc` without starting the process with --expose-gc: the flag is set, read by a new context, and unset again.
 */
export function releaseStartUpMemory(): void {
  v8.setFlagsFromString('--expose-gc');
  try {
    const gc = vm.runInNewContext('gc') as () => void;
    gc();
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}
