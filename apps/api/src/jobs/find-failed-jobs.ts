import { eq } from 'drizzle-orm';
import type { FailedJob } from '@dukani/contracts';
import type { Db } from '../db/client';
import { outboxJobs } from './outbox.schema';
import { selectFailingJobs, toFailedJob } from './outbox.queries';

export interface FindFailedJobsOptions {
  /** The route has already checked the caller may act for this business. */
  businessId: number;
}

/** S1: the business's jobs that are failing or dead, newest first (at most 200). */
export async function findFailedJobs(db: Db, options: FindFailedJobsOptions): Promise<FailedJob[]> {
  const rows = await selectFailingJobs(db, eq(outboxJobs.businessId, options.businessId));
  return rows.map(toFailedJob);
}
