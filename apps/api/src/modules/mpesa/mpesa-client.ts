import { DarajaClient } from '@dukani/mobile-money';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one Daraja client of the process: its token cache is shared by the routes and the worker. */
    mpesa: DarajaClient;
  }
}

const SANDBOX_BASE_URL = 'https://sandbox.safaricom.co.ke';

/** Where the client talks to: the configured URL, else the sandbox (daraja) or the local simulator. */
export function mpesaBaseUrlOf(config: Config): string {
  if (config.MPESA_BASE_URL) return config.MPESA_BASE_URL;
  return config.MPESA_MODE === 'daraja' ? SANDBOX_BASE_URL : `http://127.0.0.1:${config.MPESA_SIM_PORT}`;
}

/** The Q1 URL handed to Daraja with each push; the key is the only thing that tells a real callback from a forged one. */
export function stkCallbackUrlOf(config: Config): string {
  const base = (config.MPESA_CALLBACK_URL ?? config.publicUrl).replace(/\/+$/, '');
  return `${base}/api/Mpesa/StkCallback?key=${encodeURIComponent(config.MPESA_CALLBACK_KEY)}`;
}

export function createMpesaClient(config: Config): DarajaClient {
  return new DarajaClient({
    baseUrl: mpesaBaseUrlOf(config),
    consumerKey: config.MPESA_CONSUMER_KEY,
    consumerSecret: config.MPESA_CONSUMER_SECRET,
    shortCode: config.MPESA_SHORTCODE,
    passkey: config.MPESA_PASSKEY,
    transactionType: config.MPESA_TRANSACTION_TYPE,
    ...(config.MPESA_PARTY_B ? { partyB: config.MPESA_PARTY_B } : {}),
  });
}
