import { formatEatDateTime } from '../protocol';

/** The simulator's time: the given clock (default the system's) plus an offset set through `/__sim/clock`. */
export class SimClock {
  private offsetMs = 0;

  constructor(private readonly base: () => Date = () => new Date()) {}

  now(): Date {
    return new Date(this.base().getTime() + this.offsetMs);
  }

  /** EAT `yyyyMMddHHmmss`: every stamp the simulator writes (§12.2). */
  stamp(): string {
    return formatEatDateTime(this.now());
  }

  set(date: Date): void {
    this.offsetMs = date.getTime() - this.base().getTime();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
