import { BUSINESS_STATUSES, moduleKeySchema, type BillingStatus, type ModuleKey } from '@dukani/contracts';
import { planPhaseOf } from '@dukani/domain';
import type { Db } from '../../db/client';
import { clock } from '../../lib/clock';
import { getTenantWithPlan } from './business.queries';

export interface GetBillingStatusOptions {
  tenantId: number;
}

type BusinessStatus = BillingStatus['businessStatus'];
const isBusinessStatus = (value: string): value is BusinessStatus => (BUSINESS_STATUSES as readonly string[]).includes(value);
const isModuleKey = (value: string): value is ModuleKey => moduleKeySchema.safeParse(value).success;

/** Trial and Active are stored; a plan past its end is Expired whatever was stored, until it is paid. */
function statusOf(stored: string, expiresOn: Date | null): BusinessStatus {
  // An unknown stored status must not pass as usable: treat it as Suspended.
  if (!isBusinessStatus(stored) || stored === 'Suspended') return 'Suspended';
  return planPhaseOf(expiresOn, clock.now()) === 'Current' ? stored : 'Expired';
}

/** C5: the client gates its menus on planModules, so they are exactly the plan's modules. */
export async function getBillingStatus(db: Db, options: GetBillingStatusOptions): Promise<BillingStatus> {
  const { tenant, plan } = await getTenantWithPlan(db, options.tenantId);
  const modules = plan.modules.filter(isModuleKey);
  return {
    tenantId: tenant.id,
    businessStatus: statusOf(tenant.businessStatus, tenant.planExpiresOn),
    currentPlan: {
      planId: plan.id,
      name: plan.name,
      description: plan.description,
      price: plan.price,
      currency: plan.currency,
      period: 'Monthly',
      modules,
      maxUsers: plan.maxUsers,
      maxBusinesses: plan.maxBusinesses,
      startedOn: tenant.planStartedOn.toISOString(),
      expiresOn: tenant.planExpiresOn ? tenant.planExpiresOn.toISOString() : null,
    },
    planModules: modules,
  };
}
