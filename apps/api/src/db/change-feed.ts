import pg from 'pg';

/** The channel the triggers of migration 0023 notify on a write to users, business_users, businesses, tenants or plans. */
export const AUTH_CHANNEL = 'dukani_auth_changed';

/** One committed change another process (or this one) made: the table, and the tenant it touched (null: any). */
export interface SharedChange {
  table: string;
  tenantId: number | null;
}

/** `users:12` → users of tenant 12; `plans:*` → every tenant. Anything else is read as "every tenant". */
export function parseChange(payload: string | undefined): SharedChange {
  const [table = '', tenant = '*'] = (payload ?? '').split(':');
  const tenantId = /^\d+$/.test(tenant) ? Number(tenant) : null;
  return { table, tenantId };
}

export interface ChangeFeedOptions {
  connectionString: string;
  log?: (message: string, err?: unknown) => void;
  /** First wait before a reconnect, doubled per failure up to maxBackoffMs. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** A query on the listening connection this often: a connection the network silently lost is noticed. */
  pingEveryMs?: number;
}

/**
 * The changes to the auth tables committed by any process on this PostgreSQL database, heard on one dedicated
 * connection (`LISTEN` needs a session of its own: a pooled one goes back to the pool). PostgreSQL sends a
 * notification at commit, so a reader never hears of a change it could not yet read. While the connection is down
 * notifications are lost, so the feed says it is not `live` (the caches keep nothing) and reconnects with backoff;
 * once listening again it says so, and a cache starts empty, since what it held may have changed meanwhile.
 */
export class ChangeFeed {
  private readonly changeListeners = new Set<(change: SharedChange) => void>();
  private readonly liveListeners = new Set<(live: boolean) => void>();
  private client: pg.Client | null = null;
  private closed = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private isLive = false;
  /** Resolves once the first LISTEN is in place (or the feed was closed). */
  readonly ready: Promise<void>;
  private markReady: () => void = () => {};

  constructor(private readonly options: ChangeFeedOptions) {
    this.ready = new Promise((resolve) => (this.markReady = resolve));
    void this.connect();
  }

  get live(): boolean {
    return this.isLive;
  }

  /** The server process id of the listening session (tests end it to prove the feed comes back). */
  get backendPid(): number | null {
    return (this.client as (pg.Client & { processID?: number }) | null)?.processID ?? null;
  }

  onChange(listener: (change: SharedChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  onLive(listener: (live: boolean) => void): () => void {
    this.liveListeners.add(listener);
    return () => this.liveListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.markReady();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    const client = this.client;
    this.client = null;
    this.setLive(false);
    await client?.end().catch(() => {});
  }

  private setLive(live: boolean) {
    if (this.isLive === live) return;
    this.isLive = live;
    for (const listener of this.liveListeners) listener(live);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.options.connectionString, keepAlive: true, query_timeout: 5_000 });
    let dropped = false;
    const drop = (err?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = null;
      if (this.pingTimer) clearInterval(this.pingTimer);
      this.pingTimer = null;
      this.setLive(false);
      void client.end().catch(() => {});
      if (this.closed) return;
      this.options.log?.('the auth change feed lost its connection; listening again shortly', err);
      const wait = Math.min((this.options.minBackoffMs ?? 100) * 2 ** this.failures, this.options.maxBackoffMs ?? 5_000);
      this.failures += 1;
      this.retryTimer = setTimeout(() => void this.connect(), wait);
      this.retryTimer.unref();
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => {
      if (message.channel !== AUTH_CHANNEL) return;
      const change = parseChange(message.payload);
      for (const listener of this.changeListeners) listener(change);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch (err) {
      drop(err);
      return;
    }
    if (this.closed || dropped) {
      void client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.failures = 0;
    this.pingTimer = setInterval(() => {
      client.query('select 1').catch(drop);
    }, this.options.pingEveryMs ?? 5_000);
    this.pingTimer.unref();
    this.setLive(true);
    this.markReady();
  }
}
