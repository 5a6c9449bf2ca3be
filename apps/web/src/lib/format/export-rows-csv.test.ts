import { describe, expect, it } from 'vitest';
import { toCsvFileText } from './export-rows-csv';

/** The file's lines without the byte-order mark and the final line end. */
const linesOf = (text: string) => text.slice(1).replace(/\r\n$/, '').split('\r\n');

describe('CSV export of rows', () => {
  it('starts with a UTF-8 byte-order mark so Excel reads accents', () => {
    const text = toCsvFileText([['name'], ['Crème']]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(linesOf(text)).toEqual(['name', 'Crème']);
  });

  it('quotes cells with commas, quotes and line breaks', () => {
    const text = toCsvFileText([['Sugar, 1kg', '12" pipe', 'two\nlines', 'plain']]);
    expect(linesOf(text)).toEqual(['"Sugar, 1kg","12"" pipe","two\nlines",plain']);
  });

  it('writes numbers as they are, empty cells for null, and defuses formulas', () => {
    expect(linesOf(toCsvFileText([[1.5, -2, null, undefined, '=SUM(A1)']]))).toEqual(["1.5,-2,,,'=SUM(A1)"]);
  });
});
