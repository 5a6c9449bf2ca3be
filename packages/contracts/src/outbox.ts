import { z } from 'zod';
import { defineRoute } from './route';
import { idParam } from './common';

const TAG = 'Outbox';
const SETTINGS = ['settings'] as const;

export const JOB_STATUSES = ['Queued', 'Running', 'Done', 'Dead'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);

/** A background job (an SMS, an M-Pesa check, a tax-authority send) that failed at least once (added). */
export const failedJobSchema = z.object({
  id: z.number().int(),
  /** Stable machine name, e.g. `sms.send`. */
  kind: z.string(),
  /** What the job does, in words for the shop. */
  title: z.string(),
  /** Queued: failed and will try again at nextAttemptAt. Dead: gave up; only a retry runs it again. */
  status: jobStatusSchema,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  createdOn: z.string(),
  nextAttemptAt: z.string().nullable(),
  deadAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const getFailedJobs = defineRoute({
  id: 'S1',
  method: 'GET',
  path: '/api/Outbox/GetFailedJobs/{businessId}',
  tag: TAG,
  modules: SETTINGS,
  owner: 'OwnerOrAdmin',
  summary: "The business's background jobs that are failing or gave up (Dead), newest first (added)",
  params: z.object({ businessId: idParam }),
  result: z.array(failedJobSchema),
});

export const retryJob = defineRoute({
  id: 'S2',
  method: 'POST',
  path: '/api/Outbox/RetryJob/{id}',
  tag: TAG,
  modules: SETTINGS,
  owner: 'OwnerOrAdmin',
  summary: 'Run a failing or dead job again now, with its attempts reset (added)',
  params: z.object({ id: idParam }),
  result: failedJobSchema,
});
