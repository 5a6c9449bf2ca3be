import { z } from 'zod';
import { defineRoute } from './route';
import { idParam, idSchema, requiredText } from './common';

const TAG = 'Devices';

/**
 * A shop till (added, issue 12 item 14): a device the Owner or an Admin marked as the shop's, so cashiers
 * sign in there with phone and password and no SMS code. The device keeps a long-lived token; the server
 * keeps only its SHA-256.
 */
export const shopTillSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  name: z.string(),
  createdOn: z.string(),
  createdByName: z.string().nullable(),
  /** The last cashier sign-in at this till. */
  lastUsedAt: z.string().nullable(),
});
export type ShopTill = z.infer<typeof shopTillSchema>;

export const registerTill = defineRoute({
  id: 'T1',
  method: 'POST',
  path: '/api/Devices/RegisterTill',
  tag: TAG,
  owner: 'OwnerOrAdmin',
  idem: true,
  summary: 'Mark the calling device as a shop till; the token is shown once and kept by the device (added)',
  body: z.object({ businessId: idSchema, name: requiredText(60) }),
  result: z.object({ till: shopTillSchema, deviceToken: z.string() }),
});

export const getTills = defineRoute({
  id: 'T2',
  method: 'GET',
  path: '/api/Devices/GetTills/{businessId}',
  tag: TAG,
  owner: 'OwnerOrAdmin',
  summary: "The business's shop tills that are not revoked, newest first (added)",
  params: z.object({ businessId: idParam }),
  result: z.array(shopTillSchema),
});

export const revokeTill = defineRoute({
  id: 'T3',
  method: 'DELETE',
  path: '/api/Devices/RevokeTill/{businessId}/{tillId}',
  tag: TAG,
  owner: 'OwnerOrAdmin',
  summary: 'Stop a device being a shop till: its cashiers need an SMS code again (added)',
  params: z.object({ businessId: idParam, tillId: idParam }),
  result: shopTillSchema,
});

export const signOutCashier = defineRoute({
  id: 'T4',
  method: 'POST',
  path: '/api/Devices/SignOutCashier',
  tag: TAG,
  summary: 'Sign the caller out: their refresh token is revoked and their access tokens end; the device stays a till for the next cashier (added)',
  body: z.object({ refreshToken: z.string({ message: 'is required' }).min(1, 'is required').max(200) }),
  result: z.null(),
});
