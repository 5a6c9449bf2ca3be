import { z } from 'zod';
import { MODULE_KEYS } from './route';

export const COUNTRY_CODES = ['KE', 'UG', 'RW'] as const;
export const countryCodeSchema = z.enum(COUNTRY_CODES, { message: 'must be one of KE, UG or RW' });
export type CountryCode = z.infer<typeof countryCodeSchema>;

export const ROLE_TYPES = ['Owner', 'Admin', 'Salesperson', 'User'] as const;
export const roleTypeSchema = z.enum(ROLE_TYPES, { message: 'must be one of Owner, Admin, Salesperson or User' });
export type RoleType = z.infer<typeof roleTypeSchema>;

export const moduleKeySchema = z.enum(MODULE_KEYS);

/** The largest id a PostgreSQL integer column holds: a bigger one names no record, and is refused as input. */
export const MAX_ID = 2_147_483_647;
/** A positive integer id as a path segment. */
export const idParam = z.coerce.number({ message: 'must be a positive whole number' }).int().positive().max(MAX_ID, 'is not a valid id');
/** A positive integer id in a JSON body. */
export const idSchema = z.number({ message: 'must be a positive whole number' }).int().positive().max(MAX_ID, 'is not a valid id');

// A timestamp the database can store and a person could mean: PostgreSQL has no year 0 and an offset can push
// 9999-12-31 into year 10000, both of which once reached the database and answered 500.
const EARLIEST_TIMESTAMP = Date.UTC(1900, 0, 1);
const LATEST_TIMESTAMP = Date.UTC(3000, 0, 1);
/** A timestamp as input: ISO-8601 with an offset (API.md 1.6), between the years 1900 and 2999. */
export const timestampInputSchema = z.iso.datetime({ offset: true, message: 'must be an ISO date-time with an offset' }).refine((value) => {
  const time = Date.parse(value);
  return time >= EARLIEST_TIMESTAMP && time < LATEST_TIMESTAMP;
}, 'must be a date-time between the years 1900 and 2999');

/** Optional free text; the client may send null or leave it out. */
export const optionalText = (max = 200) => z.string().trim().max(max).nullish();
export const requiredText = (max = 200) => z.string({ message: 'is required' }).trim().min(1, 'is required').max(max);

export const emailSchema = z.union([z.literal(''), z.email({ message: 'must be an email address' })]).nullish();

/**
 * A new password (sign-up, reset, change, invite acceptance): 8–64 characters. API.md's A notes said 4; 4 characters
 * fall to guessing, so new ones need 8. Only what is set is judged: sign-in (A2) and B5 take any length, so a
 * password chosen under the old rule still signs in.
 */
export const passwordSchema = z.string({ message: 'is required' }).min(8, 'must be 8 to 64 characters').max(64, 'must be 8 to 64 characters');

/** A phone as typed: national or international. The server normalises it to E.164 with the country. */
export const phoneInputSchema = z.string({ message: 'is required' }).trim().min(1, 'is required').max(32);

/** Six-digit one-time code. */
export const otpSchema = z
  .string({ message: 'is required' })
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code');

/** The domain's MAX_AMOUNT (packages/domain money.ts): the most one price, line or sale may reach. */
const MAX_AMOUNT = 1_000_000_000;
/** Money: a number, rounded to 2 decimals half away from zero by the domain package. */
export const moneySchema = z.number({ message: 'must be a number' }).finite().min(0, 'must not be negative').max(MAX_AMOUNT, 'must be at most 1,000,000,000');

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    totalRecords: z.number().int(),
    totalPages: z.number().int(),
    currentPageNumber: z.number().int(),
    pageSize: z.number().int(),
  });

export const nullResult = z.null();
