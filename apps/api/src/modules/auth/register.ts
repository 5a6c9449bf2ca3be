import type { CountryCode } from '@dukani/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { tenants, users } from '../../db/tenancy.schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { hashPassword } from '../../lib/password';
import { createBusinessWithDefaults } from '../business/create-business-with-defaults';
import { findDefaultPlan, findLiveUserByPhone } from './auth.queries';
import { sendCode } from './one-time-codes';
import { readPhone } from './validate-phone';
import { fieldText, msg } from '../../lib/messages';

export const TRIAL_DAYS = 30;

export interface RegisterOptions {
  firstName: string;
  lastName: string;
  businessName: string;
  phoneNumber: string;
  email?: string | null;
  countryCode: CountryCode;
  password: string;
  config: Pick<Config, 'OTP_SECRET'>;
}

const duplicate = () => new AppError('DUPLICATE', msg('auth.phoneRegistered', { field: fieldText('phoneNumber') }), 'phoneNumber');

/**
 * A3: tenant on the default plan (30-day trial), Owner user, first business with its defaults, and
 * a sign-up code, in one transaction: a failure anywhere leaves none of them behind.
 */
export async function register(db: Db, options: RegisterOptions): Promise<{ userId: number; code: string }> {
  const phone = readPhone(options.phoneNumber, options.countryCode, 'phoneNumber');
  if (await findLiveUserByPhone(db, phone.e164)) throw duplicate();
  const passwordHash = await hashPassword(options.password);
  const name = `${options.firstName} ${options.lastName}`;
  const email = options.email || null;
  try {
    return await db.transaction(async (tx) => {
      if (await findLiveUserByPhone(tx, phone.e164)) throw duplicate();
      const plan = await findDefaultPlan(tx);
      const now = new Date();
      const [tenant] = await tx
        .insert(tenants)
        .values({
          name: options.businessName,
          planId: plan.id,
          businessStatus: 'Trial',
          planStartedOn: now,
          planExpiresOn: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
        })
        .returning();
      if (!tenant) throw new Error('insert returned no tenant');
      const [user] = await tx
        .insert(users)
        .values({ tenantId: tenant.id, name, email, countryCode: options.countryCode, phoneNumber: phone.e164, passwordHash, phoneVerified: false })
        .returning();
      if (!user) throw new Error('insert returned no user');
      const business = await createBusinessWithDefaults(tx, {
        tenantId: tenant.id,
        ownerUserId: user.id,
        country: options.countryCode,
        organizationName: options.businessName,
        fields: { fullnames: name, primaryPhone: phone.e164, primaryEmail: email },
      });
      await audit(tx, {
        tenantId: tenant.id,
        businessId: business.id,
        userId: user.id,
        action: 'register',
        entity: 'user',
        entityId: user.id,
        detail: { planId: plan.id },
      });
      await sendCode(tx, { userId: user.id, phone: phone.e164, purpose: 'signup', secret: options.config.OTP_SECRET });
      return { userId: user.id, code: phone.digits };
    });
  } catch (err) {
    // Two sign-ups racing on one phone: the unique index decides, and the loser hears 409.
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}
