import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@dukani/contracts';
import { categories } from '../db/schema';
import { AppError } from '../lib/app-error';
import { msg } from '../lib/messages';
import { useTestApp } from '../../test/helper';
import { ResultContractError, runRouteHandler } from './route-transaction';

const t = useTestApp();
const writeRoute = defineRoute({
  id: 'T1',
  method: 'POST',
  path: '/api/Test/Write',
  tag: 'Test',
  summary: 'a write whose result must be { ok: true }',
  result: z.object({ ok: z.literal(true) }),
});

async function categoryNamed(name: string) {
  return t.database.db.select().from(categories).where(eq(categories.name, name));
}

describe('runRouteHandler', () => {
  it('keeps nothing a write route wrote when its result fails the contract', async () => {
    const shop = await t.owner();
    const name = `Rolled back ${crypto.randomUUID()}`;
    const run = runRouteHandler(t.database.db, writeRoute, async (db) => {
      // Written inside the use case's own transaction (a savepoint), as real use cases do.
      await db.transaction(async (tx) => {
        await tx.insert(categories).values({ tenantId: shop.tenantId, businessId: shop.businessId, name });
      });
      return { ok: false } as unknown as { ok: true };
    });
    await expect(run).rejects.toBeInstanceOf(ResultContractError);
    expect(await categoryNamed(name)).toHaveLength(0);
  });

  it('commits a result that matches, and what a refusal chose to keep', async () => {
    const shop = await t.owner();
    const kept = `Kept ${crypto.randomUUID()}`;
    await runRouteHandler(t.database.db, writeRoute, async (db) => {
      await db.insert(categories).values({ tenantId: shop.tenantId, businessId: shop.businessId, name: kept });
      return { ok: true as const };
    });
    expect(await categoryNamed(kept)).toHaveLength(1);

    const counted = `Counted ${crypto.randomUUID()}`;
    const refused = runRouteHandler(t.database.db, writeRoute, async (db) => {
      await db.insert(categories).values({ tenantId: shop.tenantId, businessId: shop.businessId, name: counted });
      throw new AppError('INVALID_OTP', msg('auth.codeWrongOneLeft'), 'otp');
    });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    expect(await categoryNamed(counted)).toHaveLength(1);
  });
});
