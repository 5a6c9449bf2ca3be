import { describe, expect, it } from 'vitest';
import { databaseCheck } from './database-check';

/** A database whose answers the test gives by hand, and a clock it moves by hand. */
function fixture() {
  let clock = 0;
  const asks: { resolve: () => void; reject: (err: Error) => void }[] = [];
  const check = databaseCheck(() => new Promise<void>((resolve, reject) => asks.push({ resolve, reject })), { now: () => clock });
  const settled = async (promise: Promise<void>) => {
    let state = 'waiting';
    promise.then(
      () => (state = 'ok'),
      () => (state = 'failed'),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    return state;
  };
  return { check, asks, settled, at: (ms: number) => (clock = ms) };
}

describe('the health check asking the database', () => {
  it('asks once a second, shares the asking, and answers from the last good check while a new one runs', async () => {
    const { check, asks, settled, at } = fixture();
    const first = check();
    const second = check();
    expect(asks).toHaveLength(1);
    expect(await settled(first)).toBe('waiting');
    asks[0]!.resolve();
    expect([await settled(first), await settled(second)]).toEqual(['ok', 'ok']);

    at(500);
    expect(await settled(check())).toBe('ok');
    expect(asks).toHaveLength(1);

    // A second on, the database busy: the caller is answered at once from the last check, which a new one refreshes.
    at(1500);
    expect(await settled(check())).toBe('ok');
    expect(await settled(check())).toBe('ok');
    expect(asks).toHaveLength(2);
    asks[1]!.resolve();
    await settled(check());
    at(2000);
    expect(await settled(check())).toBe('ok');
    expect(asks).toHaveLength(2);
  });

  it('waits for the database once its last good answer is five seconds old, and never keeps a failure', async () => {
    const { check, asks, settled, at } = fixture();
    const first = check();
    asks[0]!.resolve();
    await first;

    // The database hangs: answered from the last check until it is five seconds old, then the callers wait.
    at(1200);
    expect(await settled(check())).toBe('ok');
    at(5100);
    const hung = check();
    expect(await settled(hung)).toBe('waiting');
    expect(asks).toHaveLength(2);
    asks[1]!.reject(new Error('connection lost'));
    expect(await settled(hung)).toBe('failed');

    // Failed: the next caller waits for a check of its own, and a failure in the background is not answered as good.
    const next = check();
    expect(asks).toHaveLength(3);
    asks[2]!.resolve();
    expect(await settled(next)).toBe('ok');
    at(6500);
    expect(await settled(check())).toBe('ok');
    asks[3]!.reject(new Error('connection lost'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const afterFailure = check();
    expect(asks).toHaveLength(5);
    asks[4]!.reject(new Error('still down'));
    expect(await settled(afterFailure)).toBe('failed');
  });
});
