import { describe, expect, it } from 'vitest';
import { checkImportFile, formatFileSize } from './import-file-rules';

describe('import file checks', () => {
  it('accepts a CSV up to 5 MB whatever type the browser gives it', () => {
    expect(checkImportFile({ name: 'products.csv', type: 'text/csv', size: 1200 })).toBeNull();
    expect(checkImportFile({ name: 'PRODUCTS.CSV', type: 'application/vnd.ms-excel', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkImportFile({ name: 'products.csv', type: '', size: 10 })).toBeNull();
  });

  it('refuses other files, empty files and files over 5 MB', () => {
    expect(checkImportFile({ name: 'products.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 100 })).toBe('type');
    expect(checkImportFile({ name: 'photo.png', type: 'image/png', size: 100 })).toBe('type');
    expect(checkImportFile({ name: 'products.csv', type: 'text/csv', size: 0 })).toBe('empty');
    expect(checkImportFile({ name: 'products.csv', type: 'text/csv', size: 5 * 1024 * 1024 + 1 })).toBe('size');
  });

  it('writes sizes for people', () => {
    expect(formatFileSize(1536, 'en')).toBe('2 KB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(10, 'en')).toBe('1 KB');
  });
});
