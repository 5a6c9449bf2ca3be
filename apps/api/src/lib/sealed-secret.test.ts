import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './sealed-secret';

const TODAY = 'a'.repeat(32);
const EARLIER = 'b'.repeat(32);

describe('sealed secrets', () => {
  it('never stores the value in clear, and opens it again', () => {
    const sealed = sealSecret('DEVICE-CMC-KEY-123', [TODAY], 'etims-cmc-key');
    expect(sealed).not.toContain('DEVICE-CMC-KEY-123');
    expect(sealed).toMatch(/^v1\./);
    expect(sealSecret('DEVICE-CMC-KEY-123', [TODAY], 'etims-cmc-key')).not.toBe(sealed);
    expect(openSecret(sealed, [TODAY], 'etims-cmc-key')).toBe('DEVICE-CMC-KEY-123');
  });

  it('opens with an earlier secret still listed, refuses without it or for another purpose, and passes old clear values', () => {
    const sealed = sealSecret('K', [EARLIER], 'etims-cmc-key');
    expect(openSecret(sealed, [TODAY, EARLIER], 'etims-cmc-key')).toBe('K');
    expect(() => openSecret(sealed, [TODAY], 'etims-cmc-key')).toThrow(/cannot be opened/);
    expect(() => openSecret(sealed, [EARLIER], 'another-purpose')).toThrow(/cannot be opened/);
    expect(openSecret('PLAIN-OLD-KEY', [TODAY], 'etims-cmc-key')).toBe('PLAIN-OLD-KEY');
  });
});
