import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businesses } from '../../db/tenancy.schema';
import { notFound } from '../../lib/app-error';

/** The business's country fixes its VAT bands, currency and time zone. */
export async function getBusinessCountry(db: DbOrTx, businessId: number): Promise<string> {
  const [row] = await db.select({ country: businesses.country }).from(businesses).where(eq(businesses.id, businessId));
  if (!row) throw notFound('Business');
  return row.country;
}
