import { describe, expect, it } from 'vitest';
import { mergeImportResults, splitImportFile } from './split-import-file';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('splitting an import file into parts', () => {
  it('sends a small file whole', () => {
    expect(splitImportFile(bytes('name,sellingPrice\nTea,10\nSugar,20\n'), 5000, 2)).toBeNull();
  });

  it('splits rows into parts with the header, keeping each row’s line in the file', () => {
    const file = '\uFEFFname,location,sellingPrice\r\nTea,A,10\r\n\r\n"Milk, 500ml","Shelf C\nBack",65\r\nSugar,B,20\r\nRice,,30\r\n';
    const parts = splitImportFile(bytes(file), 5000, 2)!;
    expect(parts.map((part) => part.rows)).toEqual([2, 2]);
    expect(parts[0]!.text).toBe('name,location,sellingPrice\nTea,A,10\n"Milk, 500ml","Shelf C\nBack",65\n');
    // Tea is line 2 of the file; Milk starts on 4 (after a blank line) and spans two; Sugar is 6, Rice 7.
    expect([...parts[0]!.fileLines]).toEqual([
      [2, 2],
      [3, 4],
    ]);
    expect([...parts[1]!.fileLines]).toEqual([
      [2, 6],
      [3, 7],
    ]);
    const merged = mergeImportResults([
      { part: parts[0]!, result: { inserted: 1, failed: 1, errors: [{ row: 3, errordesc: 'bad' }] } },
      { part: parts[1]!, result: { inserted: 1, failed: 1, errors: [{ row: 2, errordesc: 'worse' }] } },
    ]);
    expect(merged).toEqual({
      inserted: 2,
      failed: 2,
      errors: [
        { row: 4, errordesc: 'bad' },
        { row: 6, errordesc: 'worse' },
      ],
    });
  });

  it('leaves to the server a file it must refuse as a whole', () => {
    const rows = 'name\nTea\nSugar\nRice\n';
    expect(splitImportFile(bytes(rows), 2, 1)).toBeNull(); // too many rows
    expect(splitImportFile(bytes('name\n"Tea\nSugar\nRice\n'), 5000, 1)).toBeNull(); // open quote
    expect(splitImportFile(bytes('name\nTea\u0001\nSugar\nRice\n'), 5000, 1)).toBeNull(); // control character
    expect(splitImportFile(new Uint8Array([0x6e, 0x0a, 0xff, 0x0a, 0x61, 0x0a]).buffer, 5000, 1)).toBeNull(); // not UTF-8
    expect(splitImportFile(bytes(rows), 5000, 1)).toHaveLength(3);
  });
});
