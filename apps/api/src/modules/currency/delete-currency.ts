import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies } from './currency.schema';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { canUseModules, type BusinessRole } from '../../lib/auth-context';
import { findTenantCurrency } from './currency.queries';

export interface DeleteCurrencyOptions {
  id: number;
  tenantId: number;
  userId: number;
  /** The caller's businesses and roles: the path names no business, so the check is made here. */
  links: Map<number, BusinessRole>;
}

/**
 * D5: a currency row holds no history (amounts are kept in the default currency), so it is removed
 * outright; the audit row keeps what it was.
 */
export async function deleteCurrency(db: Db, options: DeleteCurrencyOptions): Promise<null> {
  await db.transaction(async (tx) => {
    const current = await findTenantCurrency(tx, options.id, options.tenantId);
    const role = current ? options.links.get(current.businessId) : undefined;
    if (!current || !role) throw notFound('Currency', options.id);
    // The route's role check looked at the token's business; this currency may live in another one.
    if (!canUseModules(role, ['settings'])) throw forbidden('currency.settingsNotAllowed');
    if (current.isDefault) throw conflict('IN_USE', 'currency.isDefault', { name: current.currencyName });
    await tx.delete(currencies).where(eq(currencies.id, current.id));
    await audit(tx, {
      tenantId: options.tenantId,
      businessId: current.businessId,
      userId: options.userId,
      action: 'delete',
      entity: 'currency',
      entityId: current.id,
      detail: { currencyName: current.currencyName, symbol: current.symbol, rate: current.rate },
    });
  });
  return null;
}
