import { z } from 'zod';
import { tokensSchema } from './auth';
import { defineRoute } from './route';
import { userSchema } from './users';
import {
  MAX_ID,
  countryCodeSchema,
  emailSchema,
  idParam,
  idSchema,
  moduleKeySchema,
  optionalText,
  passwordSchema,
  requiredText,
  roleTypeSchema,
} from './common';

const TAG = 'Account';

export const accountProfileInputSchema = z.object({
  organizationName: requiredText(120),
  fullnames: optionalText(120),
  primaryPhone: optionalText(32),
  secondaryPhone: optionalText(32),
  primaryEmail: emailSchema,
  secondaryEmail: emailSchema,
  website: optionalText(200),
  country: countryCodeSchema.nullish(),
  city: optionalText(80),
  address: optionalText(200),
  location: optionalText(200),
  businessTypeId: z.number().int().nonnegative().max(MAX_ID, 'is not a valid id').nullish(),
});
export type AccountProfileInput = z.input<typeof accountProfileInputSchema>;

export const accountProfileSchema = z.object({
  custId: z.number().int(),
  organizationName: z.string(),
  fullnames: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  secondaryPhone: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  secondaryEmail: z.string().nullable(),
  website: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  location: z.string().nullable(),
  logo: z.string().nullable(),
  businessTypeId: z.number().int().nullable(),
  businessTypeName: z.string().nullable(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const businessTypeSchema = z.object({ id: z.number().int(), name: z.string() });

export const passwordChangeSchema = z
  .object({
    userId: idSchema,
    businessId: idSchema,
    oldpassword: z.string({ message: 'is required' }).min(1, 'is required'),
    newpassword: passwordSchema,
    confirmpassword: z.string({ message: 'is required' }),
    /** † Accepted from clients that still send it; ignored, since every refresh token is replaced by the fresh pair B3 returns. */
    refreshToken: z.string().max(512).nullish(),
  })
  .refine((v) => v.newpassword === v.confirmpassword, { path: ['confirmpassword'], message: 'must match newpassword' });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

export const roleSchema = z.object({ roleTypes: roleTypeSchema, roles: z.array(moduleKeySchema) });
export type Role = z.infer<typeof roleSchema>;

export const getProfile = defineRoute({
  id: 'B1',
  method: 'GET',
  path: '/api/Account/GetProfile/{custId}',
  tag: TAG,
  summary: 'Account profile of the organisation (custId is the businessId)',
  params: z.object({ custId: idParam }),
  result: accountProfileSchema.extend({ businessTypes: z.array(businessTypeSchema) }),
});

export const updateAccount = defineRoute({
  id: 'B2',
  method: 'POST',
  path: '/api/Account/UpdateAccount/{custId}',
  tag: TAG,
  modules: ['settings'],
  multipart: true,
  files: ['logo'],
  summary: 'Update the profile and logo',
  params: z.object({ custId: idParam }),
  body: accountProfileInputSchema,
  result: accountProfileSchema,
});

export const changePassword = defineRoute({
  id: 'B3',
  method: 'POST',
  path: '/api/Account/ChangePassword',
  tag: TAG,
  summary: 'Change your own password; ends your other sessions and returns fresh tokens for this one',
  body: passwordChangeSchema,
  result: tokensSchema,
});

export const getRole = defineRoute({
  id: 'B4',
  method: 'GET',
  path: '/api/Account/GetRole/{userId}/{businessId}',
  tag: TAG,
  summary: 'A user’s role in a business',
  params: z.object({ userId: idParam, businessId: idParam }),
  result: roleSchema,
});

export const revalidateUser = defineRoute({
  id: 'B5',
  method: 'POST',
  path: '/api/Account/RevalidateUser',
  tag: TAG,
  summary: 'Confirm the password again before a sensitive step',
  body: z.object({ userId: idSchema, password: z.string({ message: 'is required' }).min(1, 'is required') }),
  result: z.object({ valid: z.literal(true) }),
});

/** Added: the caller's own user record, so every role (a cashier too) can show its own name and phone. */
export const getCurrentUser = defineRoute({
  id: 'B6',
  method: 'GET',
  path: '/api/Account/GetCurrentUser',
  tag: TAG,
  summary: 'Added: the signed-in user, roles as in the token’s business',
  result: userSchema,
});
