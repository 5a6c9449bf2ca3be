import type { ModuleKey } from '@dukani/contracts';
import type { Db } from './client';
import { ensureEtimsReferenceData } from './etims-reference-data';
import { plans } from './tenancy.schema';

const ALL_MODULES: ModuleKey[] = ['pos', 'refunds', 'customers', 'products', 'expenses', 'suppliers', 'reports', 'users', 'settings', 'etims', 'billing'];

/**
 * The plans on offer. Every plan includes pos, settings, users and billing (API.md §1.2), and with pos the
 * right to give back (refunds, L3–L5): a plan that sells must be able to refund.
 */
export const PLAN_CATALOGUE = [
  {
    code: 'starter',
    name: 'Starter',
    description: 'Sell, keep customers and products in one shop.',
    price: 0,
    currency: 'KES',
    modules: ['pos', 'refunds', 'customers', 'products', 'users', 'settings', 'billing'] as ModuleKey[],
    maxUsers: 3,
    maxBusinesses: 1,
    isDefault: false,
  },
  {
    code: 'business',
    name: 'Business',
    description: 'Everything a growing shop needs, including KRA eTIMS.',
    price: 1500,
    currency: 'KES',
    modules: ALL_MODULES,
    maxUsers: 10,
    maxBusinesses: 3,
    isDefault: true,
  },
  {
    code: 'enterprise',
    name: 'Enterprise',
    description: 'Many branches and staff.',
    price: 4500,
    currency: 'KES',
    modules: ALL_MODULES,
    maxUsers: 100,
    maxBusinesses: 20,
    isDefault: false,
  },
];

/** Idempotent: safe on every start-up and in every test database. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db.insert(plans).values(PLAN_CATALOGUE).onConflictDoNothing({ target: plans.code });
  await ensureEtimsReferenceData(db);
}
