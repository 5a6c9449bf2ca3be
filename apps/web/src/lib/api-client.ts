import { buildPath, type Envelope, type RouteBodyInput, type RouteContract, type RouteParams, type RouteQuery, type RouteResult } from '@dukani/contracts';

/** A failed call: the envelope's errordesc is the sentence the UI shows. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface CallArgs<C> {
  params?: RouteParams<C>;
  query?: Partial<RouteQuery<C>>;
  body?: RouteBodyInput<C>;
  /** Image files for `mp` routes, by part name (logo, images, receipt). */
  files?: Record<string, File | Blob | null | undefined>;
  idempotencyKey?: string;
}

/**
 * Hooks the session layer installs: how to read the token and what to do on 401. Kept as an
 * injection point so this module stays free of React and stores.
 */
export interface SessionHooks {
  getAccessToken(): string | null;
  /** Called before a request when the token's exp has passed: logs out silently. */
  isExpired(token: string): boolean;
  onExpired(): void;
  /** Refresh once (A11) and return the new token, or null when the refresh failed (then log out). */
  refresh(): Promise<string | null>;
}

let hooks: SessionHooks | null = null;
export function installSessionHooks(next: SessionHooks) {
  hooks = next;
}

function buildUrl(contract: RouteContract, args: CallArgs<RouteContract>): string {
  const path = buildPath(contract.path, (args.params ?? {}) as Record<string, string | number>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(args.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

async function send(contract: RouteContract, args: CallArgs<RouteContract>, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token && contract.auth !== 'pub') headers.Authorization = `Bearer ${token}`;
  if (args.idempotencyKey) headers['Idempotency-Key'] = args.idempotencyKey;
  let body: BodyInit | undefined;
  const files = Object.entries(args.files ?? {}).filter(([, file]) => file);
  if (contract.multipart && files.length > 0) {
    const form = new FormData();
    form.append('payload', JSON.stringify(args.body ?? {}));
    for (const [name, file] of files) form.append(name, file as Blob);
    body = form;
  } else if (args.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(args.body);
  }
  return fetch(buildUrl(contract, args), { method: contract.method, headers, body });
}

let refreshing: Promise<string | null> | null = null;

/**
 * Call one route of the contract and return its `result`.
 * - An expired token logs out silently before any request.
 * - A 401 waits for a single shared refresh (A11) and replays; concurrent 401s queue on it.
 * - Any other failure rejects with ApiError carrying the envelope (a 403 included).
 */
export async function apiCall<C extends RouteContract>(contract: C, args: CallArgs<C> = {}): Promise<RouteResult<C>> {
  const anyArgs = args as CallArgs<RouteContract>;
  let token = hooks?.getAccessToken() ?? null;
  if (contract.auth !== 'pub' && token && hooks?.isExpired(token)) {
    hooks.onExpired();
    throw new ApiError(401, 'TOKEN_EXPIRED', 'Your session has ended; sign in again');
  }
  let response = await send(contract, anyArgs, token);
  if (response.status === 401 && contract.auth !== 'pub' && hooks) {
    refreshing ??= hooks.refresh().finally(() => {
      refreshing = null;
    });
    token = await refreshing;
    if (!token) throw new ApiError(401, 'UNAUTHENTICATED', 'Your session has ended; sign in again');
    response = await send(contract, anyArgs, token);
  }
  let envelope: Envelope<RouteResult<C>> | null;
  try {
    envelope = (await response.json()) as Envelope<RouteResult<C>>;
  } catch {
    envelope = null;
  }
  if (!envelope || typeof envelope !== 'object' || !('success' in envelope)) {
    throw new ApiError(response.status, 'INTERNAL', 'Internal server error');
  }
  if (!envelope.success) {
    throw new ApiError(response.status, envelope.code, envelope.errordesc, envelope.field);
  }
  return envelope.result as RouteResult<C>;
}
