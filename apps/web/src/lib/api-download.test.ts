import { describe, expect, it } from 'vitest';
import { fileNameOf } from './api-download';

describe('the file name of a download', () => {
  it('takes the exact UTF-8 name before the ASCII one', () => {
    expect(fileNameOf(`attachment; filename="Duka la Muller data 2025-04-01.zip"; filename*=UTF-8''Duka%20la%20M%C3%BCller%20data%202025-04-01.zip`)).toBe(
      'Duka la Müller data 2025-04-01.zip',
    );
  });

  it('falls back to the ASCII name, and to nothing', () => {
    expect(fileNameOf('attachment; filename="z-report.pdf"')).toBe('z-report.pdf');
    expect(fileNameOf(`attachment; filename="x.zip"; filename*=UTF-8''%E0%A4%A`)).toBe('x.zip');
    expect(fileNameOf(null)).toBeNull();
  });
});
