import { describe, expect, it } from 'vitest';
import { formatDateText, parseDateText } from './date-text';

describe('dates in the user locale', () => {
  it('writes day first in Kenya and Spain, with dots in Germany', () => {
    expect(formatDateText('2030-01-31', 'en-KE')).toBe('31/01/2030');
    expect(formatDateText('2030-01-31', 'es-419')).toBe('31/01/2030');
    expect(formatDateText('2030-01-31', 'de')).toBe('31.01.2030');
  });
  it('reads what it writes, and refuses dates that do not exist', () => {
    expect(parseDateText('31/01/2030', 'en-KE')).toBe('2030-01-31');
    expect(parseDateText('31.01.2030', 'de')).toBe('2030-01-31');
    expect(parseDateText('5/2/30', 'es-419')).toBe('2030-02-05');
    expect(parseDateText('01/31/2030', 'en-KE')).toBeNull();
    expect(parseDateText('31/02/2030', 'en-KE')).toBeNull();
    expect(parseDateText('2030', 'en-KE')).toBeNull();
  });
});
