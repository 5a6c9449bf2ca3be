import { describe, expect, it } from 'vitest';
import { csvTextCell } from './csv';

describe('a CSV text cell', () => {
  it('defuses every start a spreadsheet runs as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvTextCell(`${start}HYPERLINK("x")`).startsWith(`"'${start}`)).toBe(true);
    expect(csvTextCell('=1+1')).toBe("'=1+1");
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvTextCell('Sugar, 1kg')).toBe('"Sugar, 1kg"');
    expect(csvTextCell('12" pipe')).toBe('"12"" pipe"');
    expect(csvTextCell('two\nlines')).toBe('"two\nlines"');
    expect(csvTextCell('Maziwa Mala ünd Brot')).toBe('Maziwa Mala ünd Brot');
  });
});
