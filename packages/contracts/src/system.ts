import { z } from 'zod';
import { defineRoute } from './route';

export const health = defineRoute({
  id: 'health',
  method: 'GET',
  path: '/api/health',
  tag: 'System',
  auth: 'pub',
  summary: 'Liveness and database reachability',
  result: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), version: z.string() }),
});

/**
 * Readiness for a load balancer (issue 35): 200 while this process serves; 503 UNAVAILABLE while it starts, while it
 * waits for the migrations, from SIGTERM on, or when its database does not answer. /api/health stays liveness.
 */
export const ready = defineRoute({
  id: 'ready',
  method: 'GET',
  path: '/api/ready',
  tag: 'System',
  auth: 'pub',
  summary: 'Readiness: 200 while serving, 503 while starting, migrating or draining',
  result: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']), version: z.string() }),
});

/** Development only: what the SMS outbox holds for a phone, newest first. Absent in production. */
export const smsOutbox = defineRoute({
  id: 'dev-sms',
  method: 'GET',
  path: '/api/Dev/SmsOutbox',
  tag: 'Development',
  auth: 'pub',
  summary: 'Messages the development SMS outbox holds for a phone (not in production)',
  query: z.object({ phone: z.string({ message: 'is required' }).min(1, 'is required') }),
  result: z.array(z.object({ to: z.string(), message: z.string(), createdOn: z.string() })),
});
