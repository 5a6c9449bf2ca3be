import type { z } from 'zod';
import type { AirtelClient, DarajaClient, MomoClient } from '@dukani/mobile-money';
import type { SmsSender } from '@dukani/sms';
import type { Db } from '../db/client';
import type { EtimsConnection } from '../lib/etims-connection';

/** Attempts a kind gets before it goes Dead, unless its definition says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 8;

/** The outside systems handlers talk to, chosen once from config (app.ts) and swapped for fakes in tests. */
export interface JobServices {
  sms: SmsSender;
  mpesa: DarajaClient;
  /** MTN MoMo and Airtel Money (null or absent: off); the poll job asks the provider that sent a prompt. */
  momo?: MomoClient | null;
  airtel?: AirtelClient | null;
  /** The tax authority (or its simulator); tests point it at a simulator of their own. */
  etims: EtimsConnection;
}

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobContext {
  /** Handlers run outside the claim and open their own transactions (PGlite has one connection). */
  db: Db;
  now: Date;
  log: JobLog;
  services: JobServices;
  /** 1 on the first run; a failed run counts, a run that asked to go again later does not. */
  attempt: number;
}

/** What a run may answer besides "done": not finished yet, run again at this time (not a failure). */
export type JobOutcome = { retryAt: Date } | undefined | void;

/** Thrown by a handler when trying again cannot help (a refused number): the job goes Dead at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** `<owner>.<action>`, stored in outbox_jobs.kind: never rename one that may be queued. */
  kind: string;
  /** What the job does, in shop words, for the failed-jobs list. */
  title: string;
  /** Checked when the job is queued and again when it is claimed; a payload that fails on claim goes Dead. */
  payload: S;
  maxAttempts?: number;
  /** Delay before the next run after `failedAttempts` failures, before jitter (jobs/backoff.ts). */
  backoff?: (failedAttempts: number) => number;
  // Method syntax on purpose: the registry holds definitions of different payloads in one list.
  handle(payload: z.infer<S>, context: JobContext): Promise<JobOutcome>;
  /** Runs once when the job goes Dead with a valid payload, e.g. to mark its own record failed. */
  onDead?(payload: z.infer<S>, context: Omit<JobContext, 'attempt'> & { lastError: string }): Promise<void>;
}

/** Declares one job kind; the definition is also the type `enqueue` checks payloads against. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

export type JobPayload<J> = J extends JobDefinition<infer S> ? z.input<S> : never;
