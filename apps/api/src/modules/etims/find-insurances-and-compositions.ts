import { asc, eq } from 'drizzle-orm';
import type { BranchInsurance, ItemCompositionRow } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { findItemNames } from '../products/find-item-names';
import { etimsDevices, etimsInsurances, etimsItemCompositions } from './etims.schema';

/** P20 (added): the insurance schemes P9 saved, by branch and code. */
export async function findBranchInsurances(db: Db, o: { businessId: number }): Promise<BranchInsurance[]> {
  const rows = await db
    .select({ insurance: etimsInsurances, pin: etimsDevices.tin, branchId: etimsDevices.bhfId })
    .from(etimsInsurances)
    .innerJoin(etimsDevices, eq(etimsDevices.id, etimsInsurances.deviceId))
    .where(scoped(etimsInsurances, o))
    .orderBy(asc(etimsDevices.bhfId), asc(etimsInsurances.insuranceCode));
  return rows.map(({ insurance, pin, branchId }) => ({
    businessId: insurance.businessId,
    pin,
    branchId,
    insuranceCode: insurance.insuranceCode,
    insuranceName: insurance.insuranceName,
    premiumRate: insurance.premiumRate,
    usedUnused: insurance.usedUnused,
  }));
}

/** P21 (added): the item compositions P14 recorded, by item and component, with the products' names. */
export async function findItemCompositions(db: Db, o: { businessId: number }): Promise<ItemCompositionRow[]> {
  const rows = await db
    .select()
    .from(etimsItemCompositions)
    .where(scoped(etimsItemCompositions, o))
    .orderBy(asc(etimsItemCompositions.itemCode), asc(etimsItemCompositions.compositionItemCode));
  const names = await findItemNames(db, { businessId: o.businessId, itemCodes: rows.flatMap((row) => [row.itemCode, row.compositionItemCode]) });
  return rows.map((row) => ({
    businessId: row.businessId,
    itemCode: row.itemCode,
    compositionItemCode: row.compositionItemCode,
    compositionItemQuantity: row.quantity,
    itemName: names.get(row.itemCode) ?? null,
    compositionItemName: names.get(row.compositionItemCode) ?? null,
  }));
}
