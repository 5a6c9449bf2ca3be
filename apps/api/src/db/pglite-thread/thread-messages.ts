import type { Results, RowMode } from '@electric-sql/pglite';

/** What pglite-thread.mjs is started with (workerData). */
export interface ThreadStart {
  /** The data folder; null for an in-memory database. */
  dataDir: string | null;
  startParams: string[];
  /** A tarball of a data folder to start from (a test's migrated snapshot). */
  loadDataDir: Uint8Array | null;
}

/** One request to the thread; `id` pairs it with its answer. */
export type ThreadRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; rowMode: RowMode | undefined; rawTypes: number[]; paramTypes: number[] | undefined }
  | { id: number; op: 'exec'; text: string }
  | { id: number; op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'close' };

/** An error as the thread sends it: its message and every plain field (PostgreSQL's code, constraint, detail, …). */
export type PlainError = { message: string } & Record<string, string | number | boolean | null>;

/** A result without its blob (only COPY … TO makes one, which the app never sends). */
export type ThreadResult = Omit<Results, 'blob'>;

export type ThreadMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: PlainError }
  | { id: number; ok: true; value: ThreadResult | ThreadResult[] | Uint8Array | null }
  | { id: number; ok: false; error: PlainError };

/**
 * The thread's error again as an Error with the same fields, so callers read `code` and `constraint` as from PGlite
 * itself (db/unique-violation.ts). `query` says which statement, as PGlite's own errors do.
 */
export function errorFrom(plain: PlainError, query?: string): Error {
  const { message, stack: threadStack, ...fields } = plain;
  const error = Object.assign(new Error(message), fields, query === undefined ? {} : { query });
  // Made where the answer arrived, its own stack says nothing: the thread's says where PGlite raised it.
  if (typeof threadStack === 'string') error.stack = threadStack;
  return error;
}
