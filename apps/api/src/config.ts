import path from 'node:path';
import { z } from 'zod';
import { SANDBOX_STK_PASSKEY, SANDBOX_STK_SHORT_CODE } from '@dukani/mobile-money';
import { DEFAULT_SIM_CONSUMER_KEY, DEFAULT_SIM_CONSUMER_SECRET } from '@dukani/mobile-money/simulator';
import { repoRoot } from './lib/paths';
import { checkCollectionConfig, collectionConfigShape, resolveCollectionModes } from './config-collection';

/**
 * A relative folder means the folder the user typed the command in: npm runs a workspace's script in the
 * workspace's own folder and passes the caller's as INIT_CWD.
 */
const fromWorkingDirectory = (folder: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);

/** 127.0.0.0/8, ::1 and localhost: only this computer can connect. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export const DEV_SECRET = 'dukani-development-secret-not-for-production-use';
export const DEV_MPESA_CALLBACK_KEY = 'dukani-development-callback-key';

/**
 * Whether any secret is still the development one, which is public (it is in this file): anyone it served could
 * sign tokens or confirm payments with it. Such a server listens on loopback only (below) and answers direct
 * requests of this computer only (app.ts), so a proxy on this computer cannot relay the world to it.
 */
export function usesDevelopmentSecrets(config: { JWT_SECRET: string; OTP_SECRET: string; MPESA_CALLBACK_KEY: string }): boolean {
  return config.JWT_SECRET === DEV_SECRET || config.OTP_SECRET === DEV_SECRET || config.MPESA_CALLBACK_KEY === DEV_MPESA_CALLBACK_KEY;
}
const SHORT_CODE = /^\d{5,7}$/;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `MPESA_C2B_SHORTCODES="600426:12,600427:15"`: which shop's till or paybill each shortcode is. */
function parseC2BShortCodes(text: string, ctx: z.RefinementCtx): Record<string, number> {
  const byShortCode: Record<string, number> = {};
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(\d{5,7}):(\d+)$/.exec(entry);
    if (!match || Number(match[2]) < 1) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not shortcode:businessId` });
      continue;
    }
    byShortCode[match[1]!] = Number(match[2]);
  }
  return byShortCode;
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /**
     * Where the server listens: this computer only by default. To serve phones on the shop's network set
     * HOST=0.0.0.0, and then your own JWT_SECRET, OTP_SECRET and MPESA_CALLBACK_KEY (the start refuses the
     * development ones there).
     */
    HOST: z.string().min(1).default('localhost'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Real PostgreSQL when set; otherwise the embedded PGlite in DATA_DIR. */
    DATABASE_URL: z.string().optional(),
    /**
     * Folder of the embedded database and the uploads. 'memory' keeps PGlite in memory (tests). A relative
     * folder is taken from the working directory, once, here: the static-file plugin wants absolute roots.
     */
    DATA_DIR: z
      .string()
      .min(1)
      .default(path.join(repoRoot, 'data'))
      .transform((dir) => (dir === 'memory' ? dir : fromWorkingDirectory(dir))),
    WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')).transform(fromWorkingDirectory),
    PUBLIC_URL: z.string().optional(),
    JWT_SECRET: z.string().min(32).default(DEV_SECRET),
    OTP_SECRET: z.string().min(32).default(DEV_SECRET),
    SMS_PROVIDER: z.enum(['outbox', 'africastalking']).default('outbox'),
    AT_BASE_URL: z.string().default('https://api.africastalking.com/version1'),
    AT_USERNAME: z.string().default('sandbox'),
    AT_API_KEY: z.string().default(''),
    AT_SENDER_ID: z.string().optional(),
    /**
     * Read the client address from X-Forwarded-For (per-IP limits use it). Only behind a reverse proxy
     * that sets it: anywhere else a client would choose its own IP and walk past every per-IP limit.
     */
    TRUST_PROXY: z.stringbool().default(false),
    /**
     * Apply the committed migrations at start-up (under a PostgreSQL advisory lock, so N processes starting together
     * all come up). false: the deploy runs `npm run db:migrate` as its own step; a PostgreSQL process then waits
     * (ready 503) until the database has every migration it was built with, an embedded one refuses to start.
     */
    MIGRATE_ON_START: z.stringbool().default(true),
    /** The longest any process keeps a user's access (roles, plan, enabled) without reading it again. */
    AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
    /** When set, GET /metrics wants `Authorization: Bearer <METRICS_TOKEN>`; unset it is open (keep it off the internet). */
    METRICS_TOKEN: z.string().min(16).optional(),
    /**
     * On SIGTERM: /api/ready answers 503 at once, requests are still served for SHUTDOWN_DELAY_MS (so the load
     * balancer sees it and sends no more), then the listener closes and requests in flight get SHUTDOWN_GRACE_MS
     * to finish before their connections are cut and the process exits.
     */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /**
     * Redis for the rate limits of API.md §1.10, shared by every api process given the same URL and prefix
     * (`redis://[:password@]host:6379[/db]`, `rediss://` for TLS). Unset: each process counts on its own, which is
     * right for the embedded one-process deployment only. Unreachable at start: the process does not start.
     */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** Start of every key this deployment writes in Redis, so several deployments (or test runs) can share one. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'must be 1–64 letters, digits, dots, colons, dashes or underscores')
      .default('dukani'),
    /**
     * An S3-compatible bucket for uploads (logos, product pictures, expense receipts), shared by every api process.
     * Unset: DATA_DIR/uploads on this computer, right for one process only. The bucket must exist and answer at
     * start, or the process does not start.
     */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /** The service's address for anything but AWS (MinIO, Cloudflare R2, DigitalOcean Spaces…). */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Unset (both): the AWS SDK's own credentials (an instance role, AWS_ACCESS_KEY_ID…). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `endpoint/bucket/key` addresses: what most self-hosted services want. */
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
    /** Start of each upload's key in the bucket. */
    S3_PREFIX: z
      .string()
      .regex(/^([\w.-]+\/)*$/, 'must be folder names each ending in / (e.g. uploads/), or empty')
      .default('uploads/'),
    /**
     * Where `npm run simulators` listens: this computer only by default; 0.0.0.0 when api processes on other
     * computers use its simulators (never in production: the simulators refuse to start there).
     */
    SIMULATORS_HOST: z.string().min(1).default('127.0.0.1'),
    /** Start the outbox worker in this process (turn off to run it elsewhere). */
    RUN_WORKER: z.stringbool().default(true),
    /**
     * `simulator` (default): server.ts starts the local Daraja twin and every other M-Pesa default below
     * is the simulator's, so nothing needs configuring. `daraja`: the real service (sandbox or production),
     * chosen by MPESA_BASE_URL and the credentials alone.
     */
    MPESA_MODE: z.enum(['simulator', 'daraja']).default('simulator'),
    /** Default: https://sandbox.safaricom.co.ke in daraja mode, http://127.0.0.1:MPESA_SIM_PORT in simulator mode. */
    MPESA_BASE_URL: z.url().optional(),
    MPESA_CONSUMER_KEY: z.string().min(1).default(DEFAULT_SIM_CONSUMER_KEY),
    MPESA_CONSUMER_SECRET: z.string().min(1).default(DEFAULT_SIM_CONSUMER_SECRET),
    /** BusinessShortCode of STK pushes: the paybill, or the store number that owns the till. */
    MPESA_SHORTCODE: z.string().regex(SHORT_CODE, 'must be 5–7 digits').default(SANDBOX_STK_SHORT_CODE),
    MPESA_PASSKEY: z.string().min(1).default(SANDBOX_STK_PASSKEY),
    MPESA_TRANSACTION_TYPE: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']).default('CustomerPayBillOnline'),
    /** The till number for CustomerBuyGoodsOnline; default MPESA_SHORTCODE. */
    MPESA_PARTY_B: z.string().regex(SHORT_CODE, 'must be 5–7 digits').optional(),
    /** Public base URL Daraja posts callbacks to; default PUBLIC_URL. */
    MPESA_CALLBACK_URL: z.url().optional(),
    /** The `?key=` secret of the callback URLs (Daraja does not sign callbacks, §12). */
    MPESA_CALLBACK_KEY: z.string().min(16).default(DEV_MPESA_CALLBACK_KEY),
    /** Port of the simulator server.ts starts in simulator mode; 0 = any free port. */
    MPESA_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
    /** `shortcode:businessId,…`: tills and paybills of shops whose C2B confirmations (Q2) we receive. */
    MPESA_C2B_SHORTCODES: z.string().default('').transform(parseC2BShortCodes),
    /**
     * `simulator` (default): server.ts starts the local KRA eTIMS sandbox twin (packages/etims) and the client
     * talks to it. `kra`: the authority's OSCU API at ETIMS_BASE_URL (configuration only; refused in production
     * with the simulator).
     */
    ETIMS_MODE: z.enum(['simulator', 'kra']).default('simulator'),
    /** `…/etims-api` of the authority or of a simulator; default the sandbox (kra) or http://127.0.0.1:ETIMS_SIM_PORT/etims-api. */
    ETIMS_BASE_URL: z.url().optional(),
    /** Port of the simulator server.ts starts in simulator mode; 0 = any free port. */
    ETIMS_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(4020),
    /**
     * Seals each eTIMS device's communication key (cmcKey) in the database; default JWT_SECRET. Set it to replace
     * JWT_SECRET without losing the devices: keys sealed before open with JWT_SECRET, ETIMS_KEY_SECRET_PREVIOUS.
     */
    ETIMS_KEY_SECRET: z.string().min(32).optional(),
    ETIMS_KEY_SECRET_PREVIOUS: z.string().min(32).optional(),
    /** Per call; a sale whose answer does not come in time is treated as maybe held and re-checked (§11). */
    ETIMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(45_000),
    /**
     * The platform's own paybill: its C2B payments are subscription payments (G6), claimed by the tenant their
     * account number names. Required in production; unset elsewhere, G6 takes no paybill payment.
     */
    MPESA_BILLING_SHORTCODE: z.string().regex(SHORT_CODE, 'must be 5–7 digits').optional(),
    ...collectionConfigShape,
    /**
     * Backups of the embedded database (PGlite): once a day at BACKUP_HOUR on the BACKUP_TIME_ZONE clock and at every
     * clean shutdown, kept in DATA_DIR/backups; BACKUP_AUTO=false leaves only `npm run backup`. BACKUP_DIR (a USB drive,
     * a folder a cloud drive syncs) gets a verified copy of each.
     */
    BACKUP_AUTO: z.stringbool().default(true),
    BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
    BACKUP_TIME_ZONE: z
      .string()
      .default('Africa/Nairobi')
      .refine((zone) => isTimeZone(zone), 'must be an IANA time zone such as Africa/Nairobi'),
    BACKUP_DIR: z
      .string()
      .min(1)
      .optional()
      .transform((dir) => (dir ? fromWorkingDirectory(dir) : undefined)),
    /** Test and demo servers only: run the billing clock (plans, invoices, expiry) this many days ahead. */
    CLOCK_OFFSET_DAYS: z.coerce.number().min(-3650).max(3650).default(0),
  })
  .superRefine((env, ctx) => {
    checkCollectionConfig(env, ctx);
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other S3 key: set both, or neither to use the SDK credentials' });
    }
    if (env.NODE_ENV === 'production' && env.CLOCK_OFFSET_DAYS !== 0) {
      ctx.addIssue({ code: 'custom', path: ['CLOCK_OFFSET_DAYS'], message: 'must be 0 in production: bills follow the real date' });
    }
    if (env.NODE_ENV !== 'production') {
      // The development secrets are public (they are in this file): anyone who can reach the server could
      // sign tokens and confirm payments with them, so they serve this computer only.
      if (isLoopbackHost(env.HOST)) return;
      const developmentDefaults = { JWT_SECRET: DEV_SECRET, OTP_SECRET: DEV_SECRET, MPESA_CALLBACK_KEY: DEV_MPESA_CALLBACK_KEY };
      for (const [key, value] of Object.entries(developmentDefaults)) {
        if (env[key as keyof typeof developmentDefaults] === value) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `must be set to your own secret (32 characters or more) to listen on HOST=${env.HOST}; the development one only serves 127.0.0.1`,
          });
        }
      }
      return;
    }
    if (env.JWT_SECRET === DEV_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
    if (env.OTP_SECRET === DEV_SECRET) ctx.addIssue({ code: 'custom', path: ['OTP_SECRET'], message: 'must be set in production' });
    if (env.SMS_PROVIDER === 'africastalking' && !env.AT_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['AT_API_KEY'], message: 'is required with SMS_PROVIDER=africastalking' });
    }
    if (env.ETIMS_MODE === 'simulator')
      ctx.addIssue({ code: 'custom', path: ['ETIMS_MODE'], message: 'must be kra in production: the simulator signs nothing real' });
    if (env.MPESA_MODE === 'simulator')
      ctx.addIssue({ code: 'custom', path: ['MPESA_MODE'], message: 'must be daraja in production: the simulator moves no money' });
    if (env.MPESA_CALLBACK_KEY === DEV_MPESA_CALLBACK_KEY) ctx.addIssue({ code: 'custom', path: ['MPESA_CALLBACK_KEY'], message: 'must be set in production' });
    // G6 takes only payments to this paybill: without it no typed-in M-Pesa code can be told to be the bill's.
    if (!env.MPESA_BILLING_SHORTCODE) {
      ctx.addIssue({ code: 'custom', path: ['MPESA_BILLING_SHORTCODE'], message: "is required in production: the platform's billing paybill (G6)" });
    }
    if (env.MPESA_MODE === 'daraja') {
      const simulatorDefaults = {
        MPESA_CONSUMER_KEY: DEFAULT_SIM_CONSUMER_KEY,
        MPESA_CONSUMER_SECRET: DEFAULT_SIM_CONSUMER_SECRET,
        MPESA_PASSKEY: SANDBOX_STK_PASSKEY,
      };
      for (const [key, value] of Object.entries(simulatorDefaults)) {
        if (env[key as keyof typeof simulatorDefaults] === value)
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be set to a real credential with MPESA_MODE=daraja in production' });
      }
      // Daraja refuses plain-HTTP callback URLs in production (specs/mpesa-daraja.md §12).
      const callbackBase = env.MPESA_CALLBACK_URL ?? env.PUBLIC_URL;
      if (!callbackBase?.startsWith('https://')) {
        ctx.addIssue({
          code: 'custom',
          path: ['MPESA_CALLBACK_URL'],
          message: 'must be a public https URL (or set PUBLIC_URL to one) with MPESA_MODE=daraja in production',
        });
      }
    }
  });

type ParsedEnv = z.infer<typeof schema>;
export type Config = Omit<ParsedEnv, 'MOMO_MODE' | 'AIRTEL_MODE'> & ReturnType<typeof resolveCollectionModes<ParsedEnv>> & { publicUrl: string };

/** Parse the environment once; fail with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`;
  return { ...parsed.data, ...resolveCollectionModes(parsed.data), publicUrl };
}
