import { z } from 'zod';
import { defineRoute } from './route';
import { idParam, idSchema } from './common';
import { transactionRowSchema } from './sales';
import { codeListSchema } from './catalog-codes';

const TAG = 'Tax authority';
const ETIMS = ['etims'] as const;

/** A KRA PIN: a letter, 9 digits and a letter (specs/etims-oscu.md §1.3). */
export const kraPinSchema = z
  .string({ message: 'is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]\d{9}[A-Z]$/, 'must be a letter, 9 digits and a letter');
/** The authority's branch id: two digits, `00` the head office. */
export const kraBranchIdSchema = z
  .string({ message: 'is required' })
  .trim()
  .regex(/^\d{2}$/, 'must be two digits');

/** API.md `Device`: an OSCU device registered with the authority (P1). The device's key never leaves the server. */
export const etimsDeviceSchema = z.object({
  id: z.number().int(),
  pin: z.string(),
  branchId: z.string(),
  deviceSerialNo: z.string(),
  businessId: z.number().int(),
  status: z.enum(['Active']),
  registeredOn: z.string(),
  /** The authority's control-unit id, printed on receipts (added). */
  sdcId: z.string(),
  /** The taxpayer's and the branch's names as the authority knows them (added). */
  taxpayerName: z.string().nullable(),
  branchName: z.string().nullable(),
});
export type EtimsDevice = z.infer<typeof etimsDeviceSchema>;

export const etimsBranchSchema = z.object({
  branchId: z.string(),
  branchName: z.string(),
  status: z.string(),
  address: z.string().nullable(),
  isHeadOffice: z.boolean(),
});
export type EtimsBranch = z.infer<typeof etimsBranchSchema>;

const byBusinessQuery = z.object({ businessId: idParam });

export const registerDevice = defineRoute({
  id: 'P1',
  method: 'POST',
  path: '/v1/api/RegisterDevice',
  tag: TAG,
  modules: ETIMS,
  owner: 'OwnerOrAdmin',
  callsProvider: true,
  summary: "Register the business's device with the authority. Already registered: 409 DUPLICATE. Refused: 409 AUTHORITY_REJECTED.",
  body: z.object({
    pin: kraPinSchema,
    branchId: kraBranchIdSchema,
    deviceSerialNo: z.string({ message: 'is required' }).trim().min(1, 'is required').max(100),
    businessId: idSchema,
  }),
  result: etimsDeviceSchema,
});

export const getEtimsDevices = defineRoute({
  id: 'P5',
  method: 'GET',
  path: '/v1/api/GetDevices',
  tag: TAG,
  modules: ETIMS,
  summary: 'Registered devices',
  query: byBusinessQuery,
  result: z.array(etimsDeviceSchema),
});

export const getEtimsBranches = defineRoute({
  id: 'P6',
  method: 'GET',
  path: '/v1/api/GetBranches',
  tag: TAG,
  modules: ETIMS,
  summary: "The business's branches at the authority",
  query: byBusinessQuery,
  result: z.array(etimsBranchSchema),
});

export const getEtimsCodeList = defineRoute({
  id: 'P15',
  method: 'GET',
  path: '/v1/api/GetEtimsCodeList',
  tag: TAG,
  modules: ETIMS,
  summary: "All the authority's code lists (synced incrementally from the device's last pull)",
  query: byBusinessQuery,
  result: codeListSchema,
});

export const retryEtimsSend = defineRoute({
  id: 'P16',
  method: 'POST',
  path: '/v1/api/RetryEtimsSend/{businessId}/{transactionId}',
  tag: TAG,
  modules: ['etims', 'pos'],
  summary: 'Send a sale, refund or credit note the authority refused again, after its cause was fixed (added)',
  params: z.object({ businessId: idParam, transactionId: idParam }),
  result: transactionRowSchema,
});
