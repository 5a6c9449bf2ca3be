import { randomInt } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const HEX = '0123456789ABCDEF';
const DIGITS = '0123456789';

/** A 32-bit seed from a number or a string (FNV-1a), so `seed: 'demo'` works as well as `seed: 42`. */
function seedOf(seed: number | string): number {
  if (typeof seed === 'number') return seed >>> 0;
  let hash = 0x811c9dc5;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/**
 * mulberry32: small, fast, and its whole state is one number, which the state file keeps, so a seeded
 * simulator stays reproducible across restarts (§12.2 determinism). Not for secrets: these keys are fakes.
 */
export class SimRandom {
  private value: number;

  constructor(seed?: number | string) {
    this.value = seed === undefined ? randomInt(0, 2 ** 32 - 1) : seedOf(seed);
  }

  get state(): number {
    return this.value;
  }

  restore(state: number): void {
    this.value = state >>> 0;
  }

  next(): number {
    this.value = (this.value + 0x6d2b79f5) >>> 0;
    let t = this.value;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  private pick(alphabet: string, length: number): string {
    let text = '';
    for (let i = 0; i < length; i += 1) text += alphabet[Math.floor(this.next() * alphabet.length)];
    return text;
  }

  /** §12.2 formats. */
  cmcKey = () => this.pick(HEX, 64);
  dvcId = () => this.pick(DIGITS, 16);
  sdcId = () => `KRACU${this.pick(DIGITS, 10)}`;
  mrcNo = () => `WIS${this.pick(DIGITS, 8)}`;
  rcptSign = () => this.pick(BASE32, 16);
  intrlData = () => this.pick(BASE32, 26);
  taskCd = () => `TASK${this.pick(DIGITS, 10)}`;
}
