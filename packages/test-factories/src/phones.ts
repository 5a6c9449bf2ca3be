/**
 * Distinct valid mobile numbers per country, for tests, the browser tests' set-up and the demo seed. Unique per
 * process (the pid) and per call; never ending in 96–99, which the SMS simulator fails on purpose.
 */
let sequence = 0;
let base = process.pid * 1000;

/** Start the numbers elsewhere, for callers that share one database across runs (browser tests). */
export function startPhonesAt(start: number): void {
  base = start;
  sequence = 0;
}

function digits(width: number, modulo: number): string {
  // Skipped, not rewritten: rewriting an ending would collide with the number that really ends that way.
  for (;;) {
    sequence += 1;
    const text = String(((base + sequence) % modulo) + 10 ** (width - 1)).padStart(width, '0');
    if (!/9[6-9]$/.test(text)) return text;
  }
}

/** +2547XXXXXXXX */
export function kenyanPhone(): string {
  return `+2547${digits(8, 80_000_000)}`;
}

/** +25677XXXXXXX */
export function ugandanPhone(): string {
  return `+25677${digits(7, 8_000_000)}`;
}

/** +25078XXXXXXX */
export function rwandanPhone(): string {
  return `+25078${digits(7, 8_000_000)}`;
}

export type PhoneCountry = 'KE' | 'UG' | 'RW';

export function phoneFor(country: PhoneCountry): string {
  return country === 'KE' ? kenyanPhone() : country === 'UG' ? ugandanPhone() : rwandanPhone();
}
