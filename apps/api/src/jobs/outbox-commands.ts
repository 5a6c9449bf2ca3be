import type { Db } from '../db/client';
import type { outboxJobs } from './outbox.schema';
import { canRetry, lockJob, requeueDeadJobs, requeueJob, selectFailingJobs, toFailedJob } from './outbox.queries';

export const OUTBOX_USAGE = `Usage: npm run outbox -- <command>
  list           failing and dead jobs of every business (newest first, at most 200)
  retry <id>     run one failing or dead job again now, attempts reset
  retry-dead     run every dead job again now, attempts reset`;

function describeJob(row: typeof outboxJobs.$inferSelect): string {
  const job = toFailedJob(row);
  const when = job.status === 'Dead' ? `dead since ${job.deadAt}` : `next try ${job.nextAttemptAt}`;
  const owner = row.businessId === null ? 'no business' : `business ${row.businessId}`;
  return `#${job.id}  ${job.status.padEnd(6)} ${job.kind} (${owner})  ${job.attempts}/${job.maxAttempts} attempts, ${when}\n    ${job.lastError ?? ''}`;
}

/**
 * The operator's view of the outbox across all tenants (`npm run outbox`). Returns the exit code; every line
 * goes through `print`, so tests read what a person would see. Payloads are never printed: an SMS job's
 * message row may hold a one-time code.
 */
export async function runOutboxCommand(db: Db, args: string[], print: (line: string) => void): Promise<number> {
  const [command, id] = args;
  switch (command) {
    case 'list': {
      const rows = await selectFailingJobs(db);
      if (rows.length === 0) print('No failing or dead jobs.');
      for (const row of rows) print(describeJob(row));
      return 0;
    }
    case 'retry': {
      const jobId = Number(id);
      if (!Number.isInteger(jobId) || jobId <= 0) {
        print(`retry needs a job id, e.g. npm run outbox -- retry 42\n${OUTBOX_USAGE}`);
        return 2;
      }
      return db.transaction(async (tx) => {
        const row = await lockJob(tx, jobId);
        if (!row) {
          print(`Job ${jobId} does not exist.`);
          return 1;
        }
        if (!canRetry(row)) {
          print(`Job ${jobId} is ${row.status}, not failing: nothing to retry.`);
          return 1;
        }
        print(`Queued again: ${describeJob(await requeueJob(tx, jobId))}`);
        return 0;
      });
    }
    case 'retry-dead': {
      const count = await requeueDeadJobs(db);
      print(`${count} dead job${count === 1 ? '' : 's'} queued again.`);
      return 0;
    }
    default:
      print(OUTBOX_USAGE);
      return command === undefined || command === 'help' ? 0 : 2;
  }
}
