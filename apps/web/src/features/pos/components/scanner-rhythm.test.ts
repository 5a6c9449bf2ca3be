import { describe, expect, it } from 'vitest';
import { emptyScanner, feedScanner, type ScannerState } from './scanner-rhythm';

function type(keys: string[], gapMs: number, start = 1000) {
  let state: ScannerState = emptyScanner;
  let code: string | null = null;
  keys.forEach((key, index) => {
    const result = feedScanner(state, key, start + index * gapMs);
    state = result.state;
    code = result.code ?? code;
  });
  return code;
}

describe('feedScanner', () => {
  it('reads a fast run of characters ended by Enter as a code', () => {
    expect(type([...'6001087005001', 'Enter'], 8)).toBe('6001087005001');
  });
  it('ignores a person typing at human speed', () => {
    expect(type([...'6001087005001', 'Enter'], 120)).toBeNull();
  });
  it('ignores runs too short to be a barcode', () => {
    expect(type([...'12', 'Enter'], 5)).toBeNull();
  });
  it('starts a new code after a pause, dropping the slow keys before it', () => {
    const state = feedScanner(emptyScanner, 'x', 0).state;
    let s = state;
    for (const [i, key] of [...'12345'].entries()) s = feedScanner(s, key, 500 + i * 5).state;
    expect(feedScanner(s, 'Enter', 530).code).toBe('12345');
  });
  it('ignores modifier and navigation keys inside a scan', () => {
    expect(type(['1', '2', 'Shift', '3', '4', '5', 'Enter'], 5)).toBe('12345');
  });
});
