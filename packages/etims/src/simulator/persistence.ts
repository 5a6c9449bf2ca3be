import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SimulatorState } from './state';

/** The state file: the state and the random generator's position, so a seeded run continues where it stopped. */
export interface PersistedSimulator {
  version: 1;
  randomState: number;
  state: SimulatorState;
}

/**
 * Writes are coalesced: a burst of sales costs one write per half second, not one per request (a 2,000-sale soak
 * would otherwise rewrite megabytes per sale). close() writes at once, so a clean restart loses nothing.
 */
const WRITE_DELAY_MS = 500;

export interface StateStore {
  load(): PersistedSimulator | null;
  /** Marks the state changed; it reaches the file within WRITE_DELAY_MS, or at flush(). */
  markChanged(): void;
  flush(): void;
}

export function createStateStore(file: string | undefined, snapshot: () => PersistedSimulator): StateStore {
  let timer: NodeJS.Timeout | null = null;
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    // Write then rename: a crash mid-write leaves the previous state, never half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(snapshot()));
    renameSync(`${file}.tmp`, file);
  };
  return {
    load() {
      if (!file) return null;
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return null;
      }
      const parsed = JSON.parse(text) as PersistedSimulator;
      if (parsed.version !== 1) throw new Error(`${file} is not an eTIMS simulator state file of version 1`);
      return parsed;
    },
    markChanged() {
      if (!file || timer) return;
      timer = setTimeout(write, WRITE_DELAY_MS);
      timer.unref();
    },
    flush: () => {
      if (file) write();
    },
  };
}
