import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, countryCodeSchema, emailSchema, idParam, idSchema, moduleKeySchema, phoneInputSchema, requiredText, roleTypeSchema } from './common';

const TAG = 'User';
const USERS = ['users'] as const;

export const userInputSchema = z.object({
  businessId: idSchema,
  tenantid: z.number().int().nonnegative().max(MAX_ID, 'is not a valid id').nullish(),
  isEnabled: z.boolean().default(true),
  approved: z.boolean().default(true),
  name: requiredText(120),
  email: emailSchema,
  countryCode: countryCodeSchema,
  phoneNumber: phoneInputSchema,
  roleTypes: roleTypeSchema.default('User'),
  roles: z.array(moduleKeySchema).default([]),
});
export type UserInput = z.input<typeof userInputSchema>;

/** F6: a field left out keeps its current value; create-time defaults here would re-enable or demote silently. */
export const userUpdateSchema = userInputSchema.extend({
  isEnabled: z.boolean().optional(),
  approved: z.boolean().optional(),
  roleTypes: roleTypeSchema.optional(),
  roles: z.array(moduleKeySchema).optional(),
});

export const userSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  tenantid: z.number().int(),
  isEnabled: z.boolean(),
  approved: z.boolean(),
  /** Added (issue 36): invited (F4) and not yet accepted (no password set through A4), so the list says "Invited". */
  invited: z.boolean(),
  name: z.string(),
  email: z.string().nullable(),
  countryCode: z.string(),
  phoneNumber: z.string(),
  roleTypes: roleTypeSchema,
  roles: z.array(moduleKeySchema),
});
export type User = z.infer<typeof userSchema>;

export const businessUserSchema = z.object({
  userId: z.number().int(),
  businessId: z.number().int(),
  fullnames: z.string(),
  roles: z.array(moduleKeySchema),
  roleTypes: roleTypeSchema,
});
export type BusinessUser = z.infer<typeof businessUserSchema>;

export const businessUserInputSchema = z.object({
  userId: idSchema,
  businessId: idSchema,
  fullnames: z.string().nullish(),
  roles: z.array(moduleKeySchema).default([]),
  roleTypes: roleTypeSchema.default('User'),
});

export const getTenantUsers = defineRoute({
  id: 'F1',
  method: 'GET',
  path: '/api/User/GetTenantUsers/{tenantId}',
  tag: TAG,
  modules: USERS,
  summary: 'Every user of the tenant',
  params: z.object({ tenantId: idParam }),
  result: z.array(userSchema),
});

export const getUsers = defineRoute({
  id: 'F2',
  method: 'GET',
  path: '/api/User/GetUsers/{businessId}',
  tag: TAG,
  modules: USERS,
  summary: 'Users linked to a business, with their roles there',
  params: z.object({ businessId: idParam }),
  result: z.array(userSchema),
});

export const getUserDetails = defineRoute({
  id: 'F3',
  method: 'GET',
  path: '/api/User/GetUserDetails/{userId}/{businessId}',
  tag: TAG,
  modules: USERS,
  summary: 'A user as seen in one business, plus all their links',
  params: z.object({ userId: idParam, businessId: idParam }),
  result: userSchema.extend({ businesses: z.array(businessUserSchema) }),
});

export const createUser = defineRoute({
  id: 'F4',
  method: 'POST',
  path: '/api/User/CreateUser',
  tag: TAG,
  modules: USERS,
  summary: 'New tenant user linked to businessId; sends an invite by SMS',
  body: userInputSchema,
  result: userSchema.extend({ inviteToken: z.string().optional() }),
});

export const createBusinessUser = defineRoute({
  id: 'F5',
  method: 'POST',
  path: '/api/User/CreateBusinessUser',
  tag: TAG,
  modules: USERS,
  summary: 'Link an existing user to a business',
  body: businessUserInputSchema,
  result: businessUserSchema,
});

export const updateUser = defineRoute({
  id: 'F6',
  method: 'POST',
  path: '/api/User/UpdateUser/{userId}',
  tag: TAG,
  modules: USERS,
  summary: 'Edit the user and their roles in businessId; enable or approve',
  params: z.object({ userId: idParam }),
  body: userUpdateSchema,
  result: userSchema,
});

export const deleteBusinessUser = defineRoute({
  id: 'F7',
  method: 'DELETE',
  path: '/api/User/DeleteBusinessUser/{userId}/{businessId}',
  tag: TAG,
  modules: USERS,
  summary: 'Remove a user from a business; 409 IN_USE for the last Owner',
  params: z.object({ userId: idParam, businessId: idParam }),
  result: z.null(),
});

export const deleteUser = defineRoute({
  id: 'F8',
  method: 'DELETE',
  path: '/api/User/DeleteUser/{userId}',
  tag: TAG,
  modules: USERS,
  owner: 'Owner',
  summary: 'Owner only: soft-delete the user from the tenant',
  params: z.object({ userId: idParam }),
  result: z.null(),
});

export const deactivateUser = defineRoute({
  id: 'F9',
  method: 'POST',
  path: '/api/User/DeactivateUser/{userId}',
  tag: TAG,
  modules: USERS,
  summary: 'Disable the user and revoke their refresh tokens',
  params: z.object({ userId: idParam }),
  result: userSchema,
});

export const getUserById = defineRoute({
  id: 'F10',
  method: 'GET',
  path: '/api/User/GetUserById/{userId}',
  tag: TAG,
  modules: USERS,
  summary: 'The plain user record',
  params: z.object({ userId: idParam }),
  result: userSchema,
});

export const getSalesPersons = defineRoute({
  // Also `pos`: the till's salesperson picker calls it for cashiers, who have no `users` key.
  id: 'F13',
  method: 'GET',
  path: '/api/User/GetSalesPersons/{businessId}',
  tag: TAG,
  modules: ['users', 'pos'],
  summary: 'Enabled users with pos access in the business',
  params: z.object({ businessId: idParam }),
  result: z.array(businessUserSchema),
});
