import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Currency } from '@dukani/contracts';
import { roundTo } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { businesses } from '../../db/tenancy.schema';
import { currencies } from './currency.schema';
import { AppError, conflict, invalid } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { scoped } from '../../lib/scoped';

export type CurrencyRow = typeof currencies.$inferSelect;

/** Rates keep 6 decimals (API.md §1.7), so the smallest rate that survives storage is 0.000001. */
export const MIN_RATE = 0.000001;
export const MAX_RATE = 1_000_000_000;

export function toCurrency(row: CurrencyRow): Currency {
  return {
    id: row.id,
    currencyName: row.currencyName,
    symbol: row.symbol,
    rate: row.rate,
    isDefault: row.isDefault,
    businessId: row.businessId,
    tenantId: row.tenantId,
  };
}

/** A rate as stored: 6 decimals, half away from zero, and never rounded down to nothing. */
export function normalizeRate(value: number, field: string, name: string): number {
  const rate = roundTo(value, 6);
  if (rate < MIN_RATE || rate > MAX_RATE) {
    throw invalid(field, 'currency.rateOutOfRange', { name, rate: String(rate), min: String(MIN_RATE), max: String(MAX_RATE) });
  }
  return rate;
}

/** Default first, then by name: the order the settings screen and the POS picker show. */
export async function findBusinessCurrencyRows(db: DbOrTx, businessId: number): Promise<CurrencyRow[]> {
  return db
    .select()
    .from(currencies)
    .where(scoped(currencies, { businessId }))
    .orderBy(desc(currencies.isDefault), asc(sql`lower(${currencies.currencyName})`), asc(currencies.id));
}

/** A currency of a live business of the tenant, or undefined: callers turn that into 404. */
export async function findTenantCurrency(db: DbOrTx, id: number, tenantId: number): Promise<CurrencyRow | undefined> {
  const [row] = await db
    .select({ currency: currencies })
    .from(currencies)
    .innerJoin(businesses, and(eq(businesses.id, currencies.businessId), isNull(businesses.deletedAt)))
    .where(and(eq(currencies.id, id), eq(currencies.tenantId, tenantId)));
  return row?.currency;
}

export async function findDefaultCurrency(db: DbOrTx, businessId: number): Promise<CurrencyRow | undefined> {
  const [row] = await db
    .select()
    .from(currencies)
    .where(and(scoped(currencies, { businessId }), eq(currencies.isDefault, true)));
  return row;
}

/** Names are unique per business regardless of case: "usd" and "USD" would confuse every picker. */
export async function assertNameFree(db: DbOrTx, options: { businessId: number; name: string; field: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(
      and(
        scoped(currencies, options),
        eq(sql`lower(${currencies.currencyName})`, options.name.toLowerCase()),
        ...(options.exceptId ? [ne(currencies.id, options.exceptId)] : []),
      ),
    );
  if (row) throw new AppError('DUPLICATE', msg('currency.nameTaken', { field: options.field, name: options.name }), options.field);
}

function uniqueConstraintOf(err: unknown): string | null {
  for (let cause: unknown = err; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/**
 * The checks above run before the write, but two requests can pass them at the same moment; the
 * unique indexes then decide, and the loser gets the same 409 it would have got a moment later.
 */
export async function withCurrencyConflicts<T>(work: () => Promise<T>, duplicate: { name: string; field: string }): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const constraint = uniqueConstraintOf(err);
    if (constraint === 'currencies_name_uq') {
      throw new AppError('DUPLICATE', msg('currency.nameTaken', { field: duplicate.field, name: duplicate.name }), duplicate.field);
    }
    if (constraint === 'currencies_one_default_uq') {
      throw conflict('INVALID_STATE', 'currency.defaultRaced');
    }
    throw err;
  }
}
