import { EtimsClient, ETIMS_SANDBOX_API_URL, ETIMS_SANDBOX_PORTAL_URL } from '@dukani/etims';
import type { Config } from '../config';
import { openSecret, sealSecret } from './sealed-secret';

const CMC_KEY_PURPOSE = 'etims-cmc-key';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way to the tax authority (or its simulator) of the process: routes and the worker share it. */
    etims: EtimsConnection;
  }
}

/** What a device needs to talk to the authority: its PIN, branch and, once initialised, its key. */
export interface EtimsDeviceKey {
  tin: string;
  bhfId: string;
  cmcKey?: string;
}

export interface EtimsConnection {
  /** `…/etims-api` of the authority or the simulator. */
  apiUrl: string;
  /** Where a receipt's QR code points: the host of the verification page (§9.3). */
  portalUrl: string;
  /** The client of a device; its key is as stored (sealed), opened here. */
  clientFor(device: EtimsDeviceKey): EtimsClient;
  /** A device's cmcKey as the database keeps it: sealed with the server's secret (lib/sealed-secret.ts). */
  sealKey(cmcKey: string): string;
  /**
   * How long a send waits after the authority did not answer: seconds against the local simulator (a shop
   * sees its backlog drain at once), a minute against KRA, whose outages last longer (§11.1).
   */
  retryDelayMs: number;
}

/** Where the client talks to: the configured URL, else the sandbox (kra) or the local simulator. */
export function etimsApiUrlOf(config: Config): string {
  if (config.ETIMS_BASE_URL) return config.ETIMS_BASE_URL.replace(/\/+$/, '');
  return config.ETIMS_MODE === 'kra' ? ETIMS_SANDBOX_API_URL : `http://127.0.0.1:${config.ETIMS_SIM_PORT}/etims-api`;
}

export function createEtimsConnection(config: Config): EtimsConnection {
  const apiUrl = etimsApiUrlOf(config);
  // The simulator serves the verification page itself; the real one lives on the portal host.
  const portalUrl = config.ETIMS_MODE === 'kra' ? ETIMS_SANDBOX_PORTAL_URL : apiUrl.replace(/\/etims-api$/, '');
  const secrets = [config.ETIMS_KEY_SECRET, config.JWT_SECRET, config.ETIMS_KEY_SECRET_PREVIOUS].filter((secret): secret is string => !!secret);
  return {
    apiUrl,
    portalUrl,
    retryDelayMs: config.ETIMS_MODE === 'kra' ? 60_000 : 5_000,
    clientFor: (device) =>
      new EtimsClient({
        baseUrl: apiUrl,
        tin: device.tin,
        bhfId: device.bhfId,
        ...(device.cmcKey ? { cmcKey: openSecret(device.cmcKey, secrets, CMC_KEY_PURPOSE) } : {}),
        timeoutMs: config.ETIMS_TIMEOUT_MS,
      }),
    sealKey: (cmcKey) => sealSecret(cmcKey, secrets, CMC_KEY_PURPOSE),
  };
}
