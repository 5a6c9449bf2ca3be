import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { query as templateQuery } from '@electric-sql/pglite/template';
import { errorFrom, type ThreadMessage, type ThreadRequest, type ThreadResult, type ThreadStart } from './thread-messages';
import { Turns } from './turns';

/** The part of PGlite the app uses. PGlite itself offers it (tests, one-off scripts) and so does PgliteThread. */
export type EmbeddedClient = Pick<PGlite, 'query' | 'sql' | 'exec' | 'transaction' | 'dumpDataDir' | 'close'>;

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void; query: string | undefined };
type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

export interface PgliteThreadOptions extends Omit<ThreadStart, 'loadDataDir'> {
  loadDataDir?: Uint8Array;
  /** The thread died (out of memory, a WebAssembly trap): every later statement fails, so the process must not go on. */
  onCrash: (err: Error) => void;
}

function refuseFunctions(options: QueryOptions | undefined): void {
  if (options?.serializers || options?.blob || options?.onNotice) {
    throw new Error('The database thread takes rowMode, parsers and paramTypes only: serializers, blob and onNotice cannot be sent to it');
  }
}

/**
 * PGlite's query surface on the request thread, with PGlite itself in a worker thread (pglite-thread.mjs): a statement
 * costs this thread a message each way instead of PostgreSQL's run and PGlite's protocol work (bench/README.md, sale
 * posting). PGlite is one session, so a transaction is BEGIN, the callback's statements and COMMIT sent in order
 * while every other caller waits its turn (PGlite's own rule); a statement outside any transaction is sent at once
 * when no turn is open, and the thread answers strictly in the order it was sent.
 */
export class PgliteThread implements EmbeddedClient {
  private readonly pending = new Map<number, Pending>();
  private readonly turns = new Turns();
  private lastId = 0;
  private failure: Error | null = null;
  private closing = false;
  private closed: Promise<void> | undefined;

  private constructor(
    /** The thread itself (a test stops it to see a crash handled). */
    readonly worker: Worker,
    private readonly onCrash: (err: Error) => void,
  ) {
    worker.on('message', (message: ThreadMessage) => this.onMessage(message));
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', (code) => {
      if (!this.closing) this.fail(new Error(`The database thread stopped (exit code ${code})`));
    });
  }

  /** Starts the thread and waits until its database is open (or says why it could not be). */
  static async open(options: PgliteThreadOptions): Promise<PgliteThread> {
    const start: ThreadStart = { dataDir: options.dataDir, startParams: options.startParams, loadDataDir: options.loadDataDir ?? null };
    // No execArgv: tsx's loader and the server's flags are for the request thread; the thread's file is plain JS.
    const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), { workerData: start, execArgv: [] });
    let onMessage = (_message: ThreadMessage) => {};
    let onError = (_err: Error) => {};
    let onExit = (_code: number) => {};
    try {
      await new Promise<void>((resolve, reject) => {
        onMessage = (message) => {
          if (!('type' in message)) return;
          if (message.type === 'ready') resolve();
          else reject(errorFrom(message.error));
        };
        onError = reject;
        onExit = (code) => reject(new Error(`The database thread stopped while opening (exit code ${code})`));
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      });
    } catch (err) {
      await worker.terminate();
      throw err;
    } finally {
      // Not removeAllListeners: Node's own listeners on the worker keep its messages flowing.
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    }
    // Idle, the thread must not keep a finished script alive; while a statement runs it does (see call).
    worker.unref();
    return new PgliteThread(worker, options.onCrash);
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (this.turns.isFree) return this.send<T>(text, params, options);
    // Waits for the transactions before it, then leaves the way free as soon as it is sent.
    return this.turns.take(async () => ({ answer: this.send<T>(text, params, options) })).then(({ answer }) => answer);
  }

  sql<T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<Results<T>> {
    const { query, params } = templateQuery(strings, ...values);
    return this.query<T>(query, params);
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    refuseFunctions(options);
    if (this.turns.isFree) return this.call<Results[]>({ op: 'exec', text }, text);
    return this.turns.take(async () => ({ answer: this.call<Results[]>({ op: 'exec', text }, text) })).then(({ answer }) => answer);
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.turns.take(async () => {
      await this.call({ op: 'exec', text: 'BEGIN' }, 'BEGIN');
      let closed = false;
      const whileOpen = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: Transaction = {
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => (whileOpen(), this.send<R>(text, params ?? [], options)),
        sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
          whileOpen();
          const { query, params } = templateQuery(strings, ...values);
          return this.send<R>(query, params, undefined);
        },
        exec: async (text: string, options?: QueryOptions) => (whileOpen(), refuseFunctions(options), this.call<Results[]>({ op: 'exec', text }, text)),
        rollback: async () => {
          whileOpen();
          await this.call({ op: 'exec', text: 'ROLLBACK' }, 'ROLLBACK');
          closed = true;
        },
        listen: () => Promise.reject(new Error('LISTEN is not used on the embedded database')),
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const [commit] = await this.call<Results[]>({ op: 'exec', text: 'COMMIT' }, 'COMMIT');
          // A statement failed and the callback went on: PostgreSQL answers COMMIT with ROLLBACK, as PGlite reports.
          if (commit?.command === 'ROLLBACK')
            throw Object.assign(new Error('Transaction was rolled back instead of committed'), { code: '25P02', query: 'COMMIT' });
        }
        return result;
      } catch (err) {
        if (!closed) {
          closed = true;
          await this.call({ op: 'exec', text: 'ROLLBACK' }, 'ROLLBACK');
        }
        throw err;
      }
    });
  }

  /** A tarball of the data folder, taken between transactions (so every committed one is in it whole). */
  dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'none'): Promise<Blob> {
    return this.turns.take(async () => new Blob([await this.call<Uint8Array>({ op: 'dump', compression })]));
  }

  close(): Promise<void> {
    this.closed ??= this.turns.take(async () => {
      this.closing = true;
      if (this.failure) return;
      this.worker.ref();
      const exited = once(this.worker, 'exit');
      await this.call({ op: 'close' });
      await exited;
      this.failure = new Error('The embedded database is closed');
    });
    return this.closed;
  }

  private async send<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    refuseFunctions(options);
    const parsers = options?.parsers;
    const rawTypes = parsers ? Object.keys(parsers).map(Number) : [];
    const result = await this.call<ThreadResult>({ op: 'query', text, params, rowMode: options?.rowMode, rawTypes, paramTypes: options?.paramTypes }, text);
    // The caller's parsers are functions, which stay on this side: the thread sent those columns as text.
    if (parsers && rawTypes.length > 0) {
      result.fields.forEach((field, index) => {
        const parse = parsers[field.dataTypeID];
        if (!parse) return;
        const key = options?.rowMode === 'array' ? index : field.name;
        for (const row of result.rows as Record<string | number, unknown>[]) {
          const value = row[key];
          if (value !== null && value !== undefined) row[key] = parse(value as string);
        }
      });
    }
    return result as Results<T>;
  }

  private call<T>(request: Request, query?: string): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, query });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ ...request, id });
    });
  }

  private onMessage(message: ThreadMessage): void {
    if ('type' in message) return;
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (this.pending.size === 0 && !this.closing) this.worker.unref();
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(errorFrom(message.error, waiting.query));
  }

  private fail(err: Error): void {
    if (this.failure) return;
    this.failure = Object.assign(new Error(`The embedded database's thread failed: ${err.message}`), { cause: err });
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
    this.onCrash(this.failure);
  }
}
