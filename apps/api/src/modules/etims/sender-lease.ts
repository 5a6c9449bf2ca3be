import crypto from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { JobLog } from '../../jobs/define-job';
import { startHeartbeat, type Heartbeat } from '../../lib/lease-heartbeat';
import { etimsDevices } from './etims.schema';

/**
 * How long a device's sender lease lasts without a renewal, and how often its holder renews it. Short, so a
 * process that dies mid-send holds the device's documents up for half a minute at most; renewed while it works,
 * so a slow authority (45 s timeouts) never hands the device to a second sender.
 */
export const SENDER_LEASE_MS = 30_000;
const SENDER_RENEW_MS = 10_000;

/**
 * One job of one process sends a device's documents at a time (§8: numbers go out one by one; two senders could
 * send one number twice, both mark it signed and both report its stock). The lease is a token on the device row
 * with an expiry by the database clock, so it holds across processes on PostgreSQL and costs nothing on PGlite;
 * unlike an advisory lock it keeps no transaction or connection open across a call to the authority.
 */
export class SenderLease {
  readonly token = crypto.randomUUID();
  #heartbeat: Heartbeat | undefined;
  #deviceId: number | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: JobLog,
  ) {}

  /** Take (or renew, if ours) the device's lease; false while another sender holds it. */
  async take(deviceId: number): Promise<boolean> {
    if (this.#deviceId !== undefined && this.#deviceId !== deviceId) throw new Error('a sender lease covers one device');
    const rows = await this.#takeIn(this.db, deviceId);
    if (rows.length === 0) return false;
    if (!this.#heartbeat) {
      this.#deviceId = deviceId;
      this.#heartbeat = startHeartbeat(() => this.take(deviceId), SENDER_RENEW_MS, this.log, { deviceId });
    }
    return true;
  }

  /**
   * In the transaction that binds a number: the device row, locked, with the lease taken or renewed in the same
   * statement; null while another sender holds it. So a number is only ever bound under a lease that is ours at
   * that moment, whatever the heartbeat did, and a sender handing on from document to document needs no other
   * statement to keep it.
   */
  async lockDevice(tx: Tx, deviceId: number): Promise<typeof etimsDevices.$inferSelect | null> {
    if (this.#deviceId !== undefined && this.#deviceId !== deviceId) throw new Error('a sender lease covers one device');
    const [row] = await this.#takeIn(tx, deviceId);
    // Given back at the end like one taken with take() (its heartbeat is take()'s to start).
    if (row) this.#deviceId = deviceId;
    return row ?? null;
  }

  #takeIn(db: Db | Tx, deviceId: number) {
    return db
      .update(etimsDevices)
      .set({ senderToken: this.token, senderUntil: sql`now() + ${`${SENDER_LEASE_MS} milliseconds`}::interval` })
      .where(
        and(
          eq(etimsDevices.id, deviceId),
          or(isNull(etimsDevices.senderToken), eq(etimsDevices.senderToken, this.token), lt(etimsDevices.senderUntil, sql`now()`)),
        ),
      )
      .returning();
  }

  /** Give the device back for the next sender (if it is still ours). */
  async release(): Promise<void> {
    await this.#heartbeat?.stop();
    if (this.#deviceId === undefined) return;
    await this.db
      .update(etimsDevices)
      .set({ senderToken: null, senderUntil: null })
      .where(and(eq(etimsDevices.id, this.#deviceId), eq(etimsDevices.senderToken, this.token)));
  }
}
