/**
 * Turns on the one embedded session, first come first served: a transaction (or a dump) holds its turn until it
 * ends, and nothing asked after it is sent before. PGlite's own mutex did this when PGlite ran on this thread.
 */
export class Turns {
  private last: Promise<unknown> = Promise.resolve();
  private open = 0;

  /** No turn is held or waiting: a single statement may be sent at once. */
  get isFree(): boolean {
    return this.open === 0;
  }

  /** Runs `work` once every earlier turn has ended; the next turn starts when `work` has settled. */
  take<T>(work: () => Promise<T>): Promise<T> {
    this.open += 1;
    const run = this.last.then(work);
    const ended = () => {
      this.open -= 1;
    };
    this.last = run.then(ended, ended);
    return run;
  }
}
