import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DEV_SECRET = 'dukani-development-secret-not-for-production-use';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Real PostgreSQL when set; otherwise the embedded PGlite in DATA_DIR. */
    DATABASE_URL: z.string().optional(),
    /** Folder of the embedded database and the uploads. 'memory' keeps PGlite in memory (tests). */
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    PUBLIC_URL: z.string().optional(),
    JWT_SECRET: z.string().min(32).default(DEV_SECRET),
    OTP_SECRET: z.string().min(32).default(DEV_SECRET),
    SMS_PROVIDER: z.enum(['outbox', 'africastalking']).default('outbox'),
    AT_BASE_URL: z.string().default('https://api.africastalking.com/version1'),
    AT_USERNAME: z.string().default('sandbox'),
    AT_API_KEY: z.string().default(''),
    AT_SENDER_ID: z.string().optional(),
    /**
     * Read the client address from X-Forwarded-For (per-IP sign-in limits use it). Right behind a
     * reverse proxy; turn it off when the API faces the internet directly, or clients choose their IP.
     */
    TRUST_PROXY: z.stringbool().default(true),
    /** Start the outbox worker in this process (turn off to run it elsewhere). */
    RUN_WORKER: z.stringbool().default(true),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.JWT_SECRET === DEV_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
    if (env.OTP_SECRET === DEV_SECRET) ctx.addIssue({ code: 'custom', path: ['OTP_SECRET'], message: 'must be set in production' });
    if (env.SMS_PROVIDER === 'africastalking' && !env.AT_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['AT_API_KEY'], message: 'is required with SMS_PROVIDER=africastalking' });
    }
  });

export type Config = z.infer<typeof schema> & { publicUrl: string };

/** Parse the environment once; fail with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`;
  return { ...parsed.data, publicUrl };
}
