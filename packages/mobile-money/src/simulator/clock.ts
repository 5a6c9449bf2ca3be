/**
 * The simulator's time. Every delayed thing (callbacks, prompt results, token expiry) is measured on it, so
 * tests can move minutes ahead instantly instead of sleeping.
 *
 * `timeScale` 1 runs at wall-clock speed, 0.001 makes a virtual second last a real millisecond, and `'manual'`
 * freezes time: only `advance()` moves it and fires what fell due.
 */
export type TimeScale = number | 'manual';

interface ScheduledEvent {
  at: number;
  sequence: number;
  run: () => Promise<void> | void;
}

export class VirtualClock {
  readonly isManual: boolean;
  private readonly scale: number;
  private readonly realStart = Date.now();
  private readonly virtualStart: number;
  /** Virtual milliseconds added by advance(). */
  private offset = 0;
  private queue: ScheduledEvent[] = [];
  private sequence = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Events run one at a time, in due order, whoever triggers them (a timer or advance()). */
  private chain: Promise<void> = Promise.resolve();
  private readonly onError: (err: unknown) => void;

  constructor(options: { timeScale?: TimeScale; start?: Date; onError?: (err: unknown) => void } = {}) {
    const timeScale = options.timeScale ?? 1;
    if (timeScale !== 'manual' && !(timeScale > 0)) throw new RangeError('timeScale must be a positive number or "manual"');
    this.isManual = timeScale === 'manual';
    this.scale = timeScale === 'manual' ? 0 : timeScale;
    this.virtualStart = (options.start ?? new Date()).getTime();
    this.onError = options.onError ?? (() => {});
  }

  nowMs(): number {
    const elapsed = this.isManual ? 0 : (Date.now() - this.realStart) / this.scale;
    return Math.floor(this.virtualStart + elapsed + this.offset);
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** Runs `run` once `delayMs` of virtual time has passed. */
  schedule(delayMs: number, run: () => Promise<void> | void): void {
    this.queue.push({ at: this.nowMs() + Math.max(0, delayMs), sequence: this.sequence++, run });
    this.queue.sort((a, b) => a.at - b.at || a.sequence - b.sequence);
    if (!this.isManual) this.serialize(() => this.runDue(this.nowMs()));
  }

  /**
   * Moves virtual time forward by `ms`, running each event that falls due with the clock set to its own due
   * time (so a callback's TransactionDate is when it happened). Resolves once they all ran.
   */
  advance(ms: number): Promise<void> {
    if (!(ms >= 0)) throw new RangeError('advance() needs a non-negative number of milliseconds');
    return this.serialize(async () => {
      const target = this.nowMs() + ms;
      await this.runDue(target);
      this.setNow(Math.max(target, this.nowMs()));
      this.arm();
    });
  }

  /** Resolves when every event that is running or already due has finished. */
  settle(): Promise<void> {
    return this.serialize(() => this.runDue(this.nowMs()));
  }

  /** Drops every event not yet run. */
  cancelAll(): void {
    this.queue = [];
    this.arm();
  }

  stop(): void {
    this.cancelAll();
  }

  get pendingEvents(): number {
    return this.queue.length;
  }

  private serialize(task: () => Promise<void>): Promise<void> {
    const next = this.chain.then(task, task);
    this.chain = next.catch(() => {});
    return next;
  }

  private setNow(ms: number): void {
    this.offset += ms - this.nowMs();
  }

  private async runDue(until: number): Promise<void> {
    for (let next = this.queue[0]; next && next.at <= until; next = this.queue[0]) {
      this.queue.shift();
      if (next.at > this.nowMs()) this.setNow(next.at);
      try {
        await next.run();
      } catch (err) {
        this.onError(err);
      }
    }
    this.arm();
  }

  /** One real timer for the earliest event; manual clocks never arm one. */
  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const next = this.queue[0];
    if (this.isManual || !next) return;
    const wait = Math.max(0, (next.at - this.nowMs()) * this.scale);
    this.timer = setTimeout(() => void this.serialize(() => this.runDue(this.nowMs())), Math.ceil(wait));
    this.timer.unref();
  }
}
