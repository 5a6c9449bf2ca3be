import type { EtimsEndpoint } from '../protocol';

export interface EtimsClientConfig {
  /** `…/etims-api` of the sandbox, production or a simulator (no trailing slash needed). */
  baseUrl: string;
  /** The device's PIN and branch: sent as headers on every call but initialisation (§1.1). */
  tin: string;
  bhfId: string;
  /** From selectInitOsdcInfo; absent until the device is initialised. */
  cmcKey?: string;
  /** Per call; default 45 000 ms as Odoo uses (§1). */
  timeoutMs?: number;
  /** Per endpoint overrides; selectItemClsList defaults to 30 min (§5.3). */
  endpointTimeoutsMs?: Partial<Record<EtimsEndpoint, number>>;
  /** Endpoint → path under baseUrl; default the endpoint name. The GavaConnect variant renames paths (§1). */
  paths?: Partial<Record<EtimsEndpoint, string>>;
  /** A bearer token for hosts that want one (GavaConnect, §1); the classic hosts and the simulator need none. */
  getAuthorization?: () => Promise<string | null> | string | null;
  /** Check each request against its schema before sending (refused as `893` locally); default true. */
  isRequestValidated?: boolean;
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 45_000;
export const ITEM_CLASS_TIMEOUT_MS = 30 * 60_000;
