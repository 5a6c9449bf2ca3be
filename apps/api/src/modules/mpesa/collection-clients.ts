import { AirtelClient, MomoClient, type DarajaClient } from '@dukani/mobile-money';
import type { PromptProvider } from '@dukani/contracts';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** MTN MoMo Collection (Uganda, Rwanda); null when MOMO_MODE=off. One per process: it caches the token. */
    momo: MomoClient | null;
    /** Airtel Money collection (Uganda, Rwanda); null when AIRTEL_MODE=off. */
    airtel: AirtelClient | null;
  }
}

/** Every prompt sender, so the status check and the poll job can ask whichever sent a prompt. */
export interface PromptClients {
  mpesa: DarajaClient;
  momo: MomoClient | null;
  airtel: AirtelClient | null;
}

export { PROMPT_PROVIDER_NAMES as PROVIDER_NAMES } from '@dukani/contracts';

const MOMO_SANDBOX_URL = 'https://sandbox.momodeveloper.mtn.com';
const AIRTEL_UAT_URL = 'https://openapiuat.airtel.africa';

export function createMomoClient(config: Config): MomoClient | null {
  if (config.MOMO_MODE === 'off') return null;
  return new MomoClient({
    baseUrl: config.MOMO_BASE_URL ?? (config.MOMO_MODE === 'mtn' ? MOMO_SANDBOX_URL : `http://127.0.0.1:${config.MOMO_SIM_PORT}`),
    subscriptionKey: config.MOMO_SUBSCRIPTION_KEY,
    apiUserId: config.MOMO_API_USER,
    apiKey: config.MOMO_API_KEY,
    targetEnvironment: config.MOMO_TARGET_ENVIRONMENT,
  });
}

export function createAirtelClient(config: Config): AirtelClient | null {
  if (config.AIRTEL_MODE === 'off') return null;
  return new AirtelClient({
    baseUrl: config.AIRTEL_BASE_URL ?? (config.AIRTEL_MODE === 'airtel' ? AIRTEL_UAT_URL : `http://127.0.0.1:${config.AIRTEL_SIM_PORT}`),
    clientId: config.AIRTEL_CLIENT_ID,
    clientSecret: config.AIRTEL_CLIENT_SECRET,
  });
}

const callbackBaseOf = (config: Config) => (config.MPESA_CALLBACK_URL ?? config.publicUrl).replace(/\/+$/, '');

/** Q4, handed to MTN with each request to pay; the key tells MTN's calls from forgeries (MTN does not sign). */
export function momoCallbackUrlOf(config: Config): string {
  return `${callbackBaseOf(config)}/api/MobileMoney/MtnMomoCallback?key=${encodeURIComponent(config.MPESA_CALLBACK_KEY)}`;
}

/** Q5: Airtel has no per-request callback; this is the URL to enter in Airtel's portal (and the simulator's). */
export function airtelCallbackUrlOf(config: Config): string {
  return `${callbackBaseOf(config)}/api/MobileMoney/AirtelCallback?key=${encodeURIComponent(config.MPESA_CALLBACK_KEY)}`;
}

/** MoMo and Airtel want the currency of the payer's country; MTN's sandbox takes EUR only (A.1). Airtel's follows the country. */
export function collectionCurrencyOf(config: Config, provider: PromptProvider, country: 'UG' | 'RW'): string {
  if (provider === 'MtnMomo' && config.MOMO_MODE === 'mtn' && config.MOMO_TARGET_ENVIRONMENT === 'sandbox') return 'EUR';
  return country === 'UG' ? 'UGX' : 'RWF';
}

/** The country of a stored prompt, from its E.164 phone. */
export const countryOfPhone = (e164: string): 'UG' | 'RW' => (e164.startsWith('+250') ? 'RW' : 'UG');
