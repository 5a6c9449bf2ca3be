import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from './clock';

const START = new Date('2024-01-01T09:00:00Z');

describe('VirtualClock', () => {
  it('in manual mode stands still and fires nothing until advanced', async () => {
    const clock = new VirtualClock({ timeScale: 'manual', start: START });
    const fired: number[] = [];
    clock.schedule(1_000, () => void fired.push(clock.nowMs()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.now()).toEqual(START);
    expect(fired).toEqual([]);
    await clock.advance(999);
    expect(fired).toEqual([]);
    await clock.advance(1);
    expect(fired).toEqual([START.getTime() + 1_000]);
  });

  it('runs due events in time order, each at its own due time, including ones scheduled by an event', async () => {
    const clock = new VirtualClock({ timeScale: 'manual', start: START });
    const seen: string[] = [];
    const at = (label: string) => () => void seen.push(`${label}@${clock.nowMs() - START.getTime()}`);
    clock.schedule(5_000, at('b'));
    clock.schedule(2_000, () => {
      at('a')();
      clock.schedule(1_000, at('a+1'));
    });
    clock.schedule(5_000, at('c'));
    clock.schedule(9_000, at('late'));
    await clock.advance(6_000);
    expect(seen).toEqual(['a@2000', 'a+1@3000', 'b@5000', 'c@5000']);
    expect(clock.nowMs() - START.getTime()).toBe(6_000);
    expect(clock.pendingEvents).toBe(1);
  });

  it('keeps going after an event throws, and reports the error', async () => {
    const onError = vi.fn();
    const clock = new VirtualClock({ timeScale: 'manual', start: START, onError });
    const ran = vi.fn();
    clock.schedule(1, () => {
      throw new Error('boom');
    });
    clock.schedule(2, ran);
    await clock.advance(10);
    expect(onError).toHaveBeenCalledOnce();
    expect(ran).toHaveBeenCalledOnce();
  });

  it('drops everything on cancelAll', async () => {
    const clock = new VirtualClock({ timeScale: 'manual', start: START });
    const ran = vi.fn();
    clock.schedule(1, ran);
    clock.cancelAll();
    await clock.advance(10);
    expect(ran).not.toHaveBeenCalled();
  });

  it('with a time scale, fires on real timers: 10 virtual seconds at 0.001 take about 10 ms', async () => {
    const clock = new VirtualClock({ timeScale: 0.001, start: START });
    const ran = vi.fn();
    clock.schedule(10_000, ran);
    expect(ran).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(ran).toHaveBeenCalledOnce(), { timeout: 2_000, interval: 5 });
    expect(clock.nowMs() - START.getTime()).toBeGreaterThanOrEqual(10_000);
    clock.stop();
  });

  it('refuses a scale that is not positive', () => {
    expect(() => new VirtualClock({ timeScale: 0 })).toThrow(RangeError);
  });
});
