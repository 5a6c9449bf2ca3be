import { useCallback, useRef, useState } from 'react';
import { MAX_IMPORT_ROWS, type ImportResult } from '@dukani/contracts';
import { useUploadProducts } from '@/api/product-import/upload-products';
import { mergeImportResults, splitImportFile, type ImportPart } from './split-import-file';

export interface ImportProgress {
  /** Rows sent and answered so far. */
  done: number;
  total: number;
}

/**
 * I15 for a file of any size with a progress bar: a file of more than 500 rows is sent as parts of 500 rows
 * (the header repeated), one request after the other, and the bar moves when each answers; the errors of all
 * parts are gathered with their lines in the chosen file. Each part keeps its Idempotency-Key until the whole
 * file is done, so a retry after a dropped connection replays the parts already saved instead of saving them
 * twice, and sends the rest.
 */
export function useImportUpload() {
  const upload = useUploadProducts();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const keys = useRef(new Map<string, string>());
  const keyOf = (fingerprint: string) => {
    let key = keys.current.get(fingerprint);
    if (!key) keys.current.set(fingerprint, (key = crypto.randomUUID()));
    return key;
  };

  const run = useCallback(
    async (businessId: number, file: File): Promise<ImportResult> => {
      const fingerprint = JSON.stringify({ name: file.name, size: file.size, lastModified: file.lastModified });
      const parts = splitImportFile(await file.arrayBuffer(), MAX_IMPORT_ROWS);
      try {
        let result: ImportResult;
        if (!parts) {
          result = await upload.mutateAsync({ businessId, file, idempotencyKey: keyOf(fingerprint) });
        } else {
          const total = parts.reduce((sum, part) => sum + part.rows, 0);
          const answers: { part: ImportPart; result: ImportResult }[] = [];
          setProgress({ done: 0, total });
          for (const [index, part] of parts.entries()) {
            const partFile = new File([part.text], file.name, { type: 'text/csv' });
            const answer = await upload.mutateAsync({ businessId, file: partFile, idempotencyKey: keyOf(`${fingerprint}#${index}`) });
            answers.push({ part, result: answer });
            setProgress({ done: answers.reduce((sum, entry) => sum + entry.part.rows, 0), total });
          }
          result = mergeImportResults(answers);
        }
        // The file is done: the next upload, even of the same file, is a new action.
        keys.current.clear();
        return result;
      } finally {
        setProgress(null);
      }
    },
    [upload],
  );

  return { run, progress, isPending: upload.isPending || progress !== null };
}
