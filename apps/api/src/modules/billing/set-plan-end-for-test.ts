import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, tenants } from '../../db/tenancy.schema';
import { notFound } from '../../lib/app-error';
import { clock } from '../../lib/clock';

/** Test servers only (the route exists under NODE_ENV=test): the business's tenant's plan ends `days` from now. */
export async function setPlanEndForTest(db: Db, businessId: number, days: number): Promise<Date> {
  const [business] = await db.select({ tenantId: businesses.tenantId }).from(businesses).where(eq(businesses.id, businessId));
  if (!business) throw notFound('Business', businessId);
  const expiresOn = new Date(clock.now().getTime() + days * 86_400_000);
  await db.update(tenants).set({ planExpiresOn: expiresOn }).where(eq(tenants.id, business.tenantId));
  return expiresOn;
}
