import { z } from 'zod';
import {
  DEFAULT_AIRTEL_SIM_CLIENT_ID,
  DEFAULT_AIRTEL_SIM_CLIENT_SECRET,
  DEFAULT_MOMO_SIM_API_KEY,
  DEFAULT_MOMO_SIM_API_USER,
  DEFAULT_MOMO_SIM_SUBSCRIPTION_KEY,
} from '@dukani/mobile-money/simulator';

/**
 * MTN MoMo and Airtel Money (Uganda, Rwanda; specs/mobile-money-ug-rw.md). `simulator` (default outside
 * production): server.ts starts the local twin and every default below is the simulator's. `mtn` / `airtel`:
 * the real service at *_BASE_URL with real credentials (configuration only). `off` (default in production):
 * no prompts of that provider. Callbacks carry MPESA_CALLBACK_KEY as their `?key=` secret, as Daraja's do.
 */
export const collectionConfigShape = {
  MOMO_MODE: z.enum(['simulator', 'mtn', 'off']).optional(),
  /** Default: the MTN sandbox in mtn mode, http://127.0.0.1:MOMO_SIM_PORT in simulator mode. */
  MOMO_BASE_URL: z.url().optional(),
  MOMO_SUBSCRIPTION_KEY: z.string().min(1).default(DEFAULT_MOMO_SIM_SUBSCRIPTION_KEY),
  MOMO_API_USER: z.string().min(1).default(DEFAULT_MOMO_SIM_API_USER),
  MOMO_API_KEY: z.string().min(1).default(DEFAULT_MOMO_SIM_API_KEY),
  /** `sandbox`, or the live one MTN gives (`mtnuganda`, `mtnrwanda`). */
  MOMO_TARGET_ENVIRONMENT: z.string().min(1).default('sandbox'),
  /** Port of the simulator server.ts starts in simulator mode; 0 = any free port. */
  MOMO_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(4030),
  AIRTEL_MODE: z.enum(['simulator', 'airtel', 'off']).optional(),
  /** Default: Airtel's UAT in airtel mode, http://127.0.0.1:AIRTEL_SIM_PORT in simulator mode. */
  AIRTEL_BASE_URL: z.url().optional(),
  AIRTEL_CLIENT_ID: z.string().min(1).default(DEFAULT_AIRTEL_SIM_CLIENT_ID),
  AIRTEL_CLIENT_SECRET: z.string().min(1).default(DEFAULT_AIRTEL_SIM_CLIENT_SECRET),
  /** Port of the simulator server.ts starts in simulator mode; 0 = any free port. */
  AIRTEL_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(4031),
};

interface CollectionEnv {
  NODE_ENV: string;
  MOMO_MODE?: 'simulator' | 'mtn' | 'off' | undefined;
  MOMO_SUBSCRIPTION_KEY: string;
  MOMO_API_KEY: string;
  AIRTEL_MODE?: 'simulator' | 'airtel' | 'off' | undefined;
  AIRTEL_CLIENT_SECRET: string;
}

/** Production never talks to a simulator, nor to the real services with the simulator's credentials. */
export function checkCollectionConfig(env: CollectionEnv, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV !== 'production') return;
  if (env.MOMO_MODE === 'simulator')
    ctx.addIssue({ code: 'custom', path: ['MOMO_MODE'], message: 'must be mtn or off in production: the simulator moves no money' });
  if (env.AIRTEL_MODE === 'simulator') {
    ctx.addIssue({ code: 'custom', path: ['AIRTEL_MODE'], message: 'must be airtel or off in production: the simulator moves no money' });
  }
  const simulatorCredentials: [boolean, string, boolean][] = [
    [env.MOMO_MODE === 'mtn', 'MOMO_SUBSCRIPTION_KEY', env.MOMO_SUBSCRIPTION_KEY === DEFAULT_MOMO_SIM_SUBSCRIPTION_KEY],
    [env.MOMO_MODE === 'mtn', 'MOMO_API_KEY', env.MOMO_API_KEY === DEFAULT_MOMO_SIM_API_KEY],
    [env.AIRTEL_MODE === 'airtel', 'AIRTEL_CLIENT_SECRET', env.AIRTEL_CLIENT_SECRET === DEFAULT_AIRTEL_SIM_CLIENT_SECRET],
  ];
  for (const [isLive, key, isSimulatorValue] of simulatorCredentials) {
    if (isLive && isSimulatorValue) ctx.addIssue({ code: 'custom', path: [key], message: 'must be set to a real credential in production' });
  }
}

/** An unset mode is the simulator on a laptop and off in production. */
export function resolveCollectionModes<T extends { NODE_ENV: string; MOMO_MODE?: CollectionEnv['MOMO_MODE']; AIRTEL_MODE?: CollectionEnv['AIRTEL_MODE'] }>(
  env: T,
) {
  const isProduction = env.NODE_ENV === 'production';
  return {
    MOMO_MODE: env.MOMO_MODE ?? (isProduction ? 'off' : 'simulator'),
    AIRTEL_MODE: env.AIRTEL_MODE ?? (isProduction ? 'off' : 'simulator'),
  } as const;
}
