/**
 * Which tables the statements of this process write, reported while they run and again when they are done (the
 * statement answered, or its transaction committed or rolled back). In-process caches of rarely written rows (the
 * auth state of http/auth-state.ts) listen to it, so a change made through this process — by a use case, a test or
 * a script on the same Database — is seen by the very next request. It sees nothing another process writes.
 */
export type WriteListener = (tables: readonly string[]) => void;

export class WriteWatch {
  private readonly listeners = new Set<WriteListener>();

  subscribe(listener: WriteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(tables: readonly string[]): void {
    if (tables.length === 0) return;
    for (const listener of this.listeners) listener(tables);
  }
}

const WRITE = /\b(?:update|insert\s+into|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const ENDS_TRANSACTION = /^\s*(?:commit|rollback|end)\b/i;

/** The tables a statement's text writes (drizzle quotes them; raw SQL may not). */
export function tablesWritten(text: string): string[] {
  const tables = new Set<string>();
  for (const match of text.matchAll(WRITE)) tables.add(match[1]!.toLowerCase());
  return [...tables];
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * Wraps one connection's `query` (node-postgres client or PGlite, promise or callback form): a write is reported
 * before it runs and after it answers, and the tables a transaction wrote are reported again once it has ended,
 * so a reader that loaded a row in between is told after the commit too.
 */
export function watchQueries<T extends object>(target: T, method: keyof T & string, watch: WriteWatch): void {
  const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
  const pending = new Set<string>();
  const after = (written: string[], ends: boolean) => {
    watch.emit(written);
    if (ends && pending.size > 0) {
      watch.emit([...pending]);
      pending.clear();
    }
  };
  const wrapped = (...args: unknown[]) => {
    const text = textOf(args[0]);
    const written = tablesWritten(text);
    const ends = ENDS_TRANSACTION.test(text);
    if (written.length === 0 && !ends) return original(...args);
    for (const table of written) pending.add(table);
    watch.emit(written);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        after(written, ends);
        return (last as (...a: unknown[]) => unknown)(...results);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<unknown>).then(
        (value) => {
          after(written, ends);
          return value;
        },
        (error: unknown) => {
          after(written, ends);
          throw error;
        },
      );
    }
    after(written, ends);
    return result;
  };
  (target as Record<string, unknown>)[method] = wrapped;
}
