/** A barcode scanner types a whole code in well under 50 ms a key and ends it with Enter. */
export const SCANNER_MAX_GAP_MS = 50;
export const SCANNER_MIN_LENGTH = 4;

export interface ScannerState {
  buffer: string;
  lastAt: number;
}

export const emptyScanner: ScannerState = { buffer: '', lastAt: 0 };

/**
 * Feed one key: returns the next state and, on Enter after a fast enough run of characters, the code.
 * A slow key (a person typing) starts a new run, so typing never triggers a scan.
 */
export function feedScanner(state: ScannerState, key: string, at: number): { state: ScannerState; code: string | null } {
  const isFast = at - state.lastAt <= SCANNER_MAX_GAP_MS;
  if (key === 'Enter') {
    const code = isFast && state.buffer.length >= SCANNER_MIN_LENGTH ? state.buffer : null;
    return { state: emptyScanner, code };
  }
  if (key.length !== 1) return { state, code: null };
  return { state: { buffer: (isFast ? state.buffer : '') + key, lastAt: at }, code: null };
}
