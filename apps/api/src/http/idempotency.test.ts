import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';
import { finishIdempotent, startIdempotent } from './idempotency';
import { idempotencyKeys } from './idempotency.schema';

const t = useTestApp();

/** The claim and the answer are sent as prepared texts (issue 37): the rules of API.md §1.8 they must keep. */
describe('idempotency keys', () => {
  const slotOf = () => ({ userId: 1, routeId: 'T1', key: crypto.randomUUID() });
  const age = async (slot: ReturnType<typeof slotOf>, ms: number) =>
    t.database.db
      .update(idempotencyKeys)
      .set({ createdOn: new Date(Date.now() - ms) })
      .where(and(eq(idempotencyKeys.userId, slot.userId), eq(idempotencyKeys.routeId, slot.routeId), eq(idempotencyKeys.key, slot.key)));

  it('claims a new key, refuses it while it runs, replays its answer, and refuses another body', async () => {
    const slot = slotOf();
    expect(await startIdempotent(t.database.db, slot, 'a')).toEqual({ kind: 'run', slot });
    await expect(startIdempotent(t.database.db, slot, 'a')).rejects.toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    await finishIdempotent(t.database.db, slot, 200, '{"ok":1}');
    expect(await startIdempotent(t.database.db, slot, 'a')).toEqual({ kind: 'replay', status: 200, response: '{"ok":1}' });
    await expect(startIdempotent(t.database.db, slot, 'b')).rejects.toMatchObject({ code: 'IDEMPOTENCY_REUSED' });
  });

  it('forgets a key after a 5xx, and takes over an abandoned run or an expired key', async () => {
    const failed = slotOf();
    await startIdempotent(t.database.db, failed, 'a');
    await finishIdempotent(t.database.db, failed, 500, 'boom');
    expect((await startIdempotent(t.database.db, failed, 'a')).kind).toBe('run');

    const abandoned = slotOf();
    await startIdempotent(t.database.db, abandoned, 'a');
    await age(abandoned, 3 * 60 * 1000);
    expect((await startIdempotent(t.database.db, abandoned, 'a')).kind).toBe('run');

    const expired = slotOf();
    await startIdempotent(t.database.db, expired, 'a');
    await finishIdempotent(t.database.db, expired, 200, '{}');
    await age(expired, 25 * 60 * 60 * 1000);
    expect((await startIdempotent(t.database.db, expired, 'b')).kind).toBe('run');

    const answered = slotOf();
    await startIdempotent(t.database.db, answered, 'a');
    await finishIdempotent(t.database.db, answered, 200, '{}');
    await age(answered, 3 * 60 * 1000);
    expect((await startIdempotent(t.database.db, answered, 'a')).kind).toBe('replay');
  });
});
