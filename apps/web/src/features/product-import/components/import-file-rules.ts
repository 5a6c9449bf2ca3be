import { MAX_IMPORT_BYTES } from '@dukani/contracts';

export type FileProblem = 'type' | 'size' | 'empty';

/** API.md §1.9, checked before upload: a CSV file of at most 5 MB (the server checks again). */
export function checkImportFile(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem | null {
  const isCsvName = /\.csv$/i.test(file.name);
  // Browsers label CSV differently (text/csv, application/vnd.ms-excel on Windows, or nothing): the name decides.
  if (!isCsvName) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_IMPORT_BYTES) return 'size';
  return null;
}

/** "1.2 MB" / "820 KB" for the chosen file. */
export function formatFileSize(bytes: number, language: string): string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format.format(bytes / (1024 * 1024))} MB`;
  return `${format.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
