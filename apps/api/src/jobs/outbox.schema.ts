import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { createdOn } from '../db/columns';

/**
 * Every SMS we send: the message log. Written with its `sms.send` job in the use case's transaction; the job
 * hands it to the provider and records the outcome here (Queued → Sent, or Failed). With the development
 * provider this table is what /api/Dev/SmsOutbox reads. The text stays here, never in the job's payload,
 * so a one-time code is not shown wherever jobs are listed.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    toPhone: text('to_phone').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().$type<SmsStatus>().default('Queued'),
    /** Sends tried, successful or not. */
    attempts: integer('attempts').notNull().default(0),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    createdOn: createdOn(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_messages_to_idx').on(t.toPhone, t.createdOn)],
);

export type SmsStatus = 'Queued' | 'Sent' | 'Failed';

/**
 * Queued: waiting for `next_attempt_at`. Running: claimed by a worker until `leased_until`; a lease that
 * runs out (the worker died) makes the job due again. Done. Dead: gave up after its kind's attempts, or
 * could never run (invalid payload); stays until a person retries it.
 */
export type JobStatus = 'Queued' | 'Running' | 'Done' | 'Dead';

/**
 * The one outbox: every side effect outside the database (SMS, tax authority, M-Pesa status checks) is a
 * row here written in the use case's transaction and run by jobs/outbox-worker.ts.
 */
export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** The business the job works for, so its owner can see and retry it; null for sign-up SMS and the like. */
    businessId: integer('business_id'),
    status: text('status').notNull().$type<JobStatus>().default('Queued'),
    /** Failed runs so far (a run that asks to go again later is not a failure). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    /** Which claim holds the lease: a worker whose lease ran out cannot overwrite the next claim's outcome. */
    leaseToken: text('lease_token'),
    lastError: text('last_error'),
    createdOn: createdOn(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_jobs_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_jobs_lease_idx').on(t.status, t.leasedUntil),
    index('outbox_jobs_business_idx').on(t.businessId, t.status),
  ],
);
