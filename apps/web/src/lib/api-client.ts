import { buildPath, type Envelope, type RouteBodyInput, type RouteParams, type RouteQuery, type RouteRef, type RouteResult } from '@dukani/contracts';

/** The text product-spec §8 shows when a call fails with no envelope at all. */
export const INTERNAL_ERROR_TEXT = 'Internal server error';

/** A failed call: the envelope's errordesc is the sentence the UI shows. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** The envelope as the server sent it (a 403 rejects with its body, product-spec §6). */
    readonly body?: unknown,
    /** A 429's Retry-After: the screen says how long to wait in words, not the server's seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for the 401s the session layer already handled by logging out: the UI stays silent. */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

export interface CallArgs<C> {
  params?: RouteParams<C>;
  query?: Partial<RouteQuery<C>>;
  body?: RouteBodyInput<C>;
  /** Image files for `mp` routes, by part name (logo, images, receipt). */
  files?: Record<string, File | Blob | null | undefined>;
  idempotencyKey?: string;
  /** React Query passes one so a query whose component unmounted stops downloading. */
  signal?: AbortSignal;
}

/**
 * Hooks the session layer installs: how to read the token and what to do on 401. Kept as an
 * injection point so this module stays free of React and stores.
 */
export interface SessionHooks {
  getAccessToken(): string | null;
  /** Checked before a request: an expired token is refreshed first (or, with no refresh token, logs out). */
  isExpired(token: string): boolean;
  /** Log out silently: the token expired, or a replayed request was still refused. */
  onExpired(): void;
  /**
   * Refresh once (A11) and return the new token, or null when the server refused it (then log out). With no
   * answer at all (offline) it rejects with a `NETWORK` ApiError and the session stays: the till keeps selling.
   */
  refresh(): Promise<string | null>;
}

/** The UI language, sent as Accept-Language so the server's sentences come in it (issue 12, item 11). */
let requestLanguage: () => string | undefined = () => undefined;
export function installRequestLanguage(next: () => string | undefined) {
  requestLanguage = next;
}

let hooks: SessionHooks | null = null;
export function installSessionHooks(next: SessionHooks | null) {
  hooks = next;
  refreshing = null;
}

function buildUrl(contract: RouteRef, args: CallArgs<RouteRef>): string {
  const path = buildPath(contract.path, (args.params ?? {}) as Record<string, string | number>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(args.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

async function send(contract: RouteRef, args: CallArgs<RouteRef>, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: contract.csvDownload ? 'text/csv, application/json' : 'application/json' };
  if (token && contract.auth !== 'pub') headers.Authorization = `Bearer ${token}`;
  if (args.idempotencyKey) headers['Idempotency-Key'] = args.idempotencyKey;
  const language = requestLanguage();
  if (language) headers['Accept-Language'] = language;
  let body: BodyInit | undefined;
  const files = Object.entries(args.files ?? {}).filter((entry): entry is [string, File | Blob] => Boolean(entry[1]));
  if (contract.multipart && files.length > 0) {
    const form = new FormData();
    form.append('payload', JSON.stringify(args.body ?? {}));
    for (const [name, file] of files) form.append(name, file);
    body = form;
  } else if (args.body !== undefined) {
    // Only with a body: Fastify rejects an empty JSON body with 400 (API.md §1.1).
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(args.body);
  }
  try {
    return await fetch(buildUrl(contract, args), { method: contract.method, headers, body, signal: args.signal });
  } catch (error) {
    if (args.signal?.aborted) throw error;
    // No answer at all (offline, DNS, proxy down): there is no envelope to show (product-spec §8).
    throw new ApiError(0, 'NETWORK', INTERNAL_ERROR_TEXT);
  }
}

/** The single refresh in flight; every 401 that arrives meanwhile waits on it (the queue). */
let refreshing: Promise<string | null> | null = null;

function sessionEnded(code = 'UNAUTHENTICATED'): ApiError {
  return new ApiError(401, code, 'Your session has ended; sign in again');
}

/** Token to replay a 401 with: a newer one if another request refreshed meanwhile, else one shared refresh. */
async function tokenAfter401(usedToken: string | null, active: SessionHooks): Promise<string | null> {
  const current = active.getAccessToken();
  if (current && current !== usedToken && !refreshing) return current;
  return sharedRefresh(active);
}

/** Exported for the file routes (api-download.ts), which only a few screens use. */
export async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' && 'success' in parsed ? (parsed as Envelope<T>) : null;
  } catch {
    return null;
  }
}

/** One shared refresh (A11) for every caller that needs a new token now. */
function sharedRefresh(active: SessionHooks): Promise<string | null> {
  refreshing ??= active.refresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Send one request with the session's token.
 * - An expired token is refreshed before the request (one shared A11); no token at all never leaves the
 *   browser. A refresh the server refuses logs out; one with no answer (offline) fails this call as `NETWORK`
 *   and keeps the session, so a till whose token ran out offline keeps selling and sends once the line is back.
 * - A 401 waits for a single shared refresh (A11) and replays once; concurrent 401s queue on it.
 *   A refused refresh, or a replay that is refused again, logs out.
 */
export async function sendWithSession(contract: RouteRef, args: CallArgs<RouteRef>): Promise<Response> {
  const isPublic = contract.auth === 'pub';
  let token = isPublic ? null : (hooks?.getAccessToken() ?? null);
  if (!isPublic && hooks) {
    if (!token) throw sessionEnded();
    if (hooks.isExpired(token)) {
      token = await sharedRefresh(hooks);
      if (!token) throw sessionEnded('TOKEN_EXPIRED');
    }
  }
  let response = await send(contract, args, token);
  if (response.status === 401 && !isPublic && hooks) {
    token = await tokenAfter401(token, hooks);
    if (!token) throw sessionEnded();
    response = await send(contract, args, token);
    if (response.status === 401) {
      hooks.onExpired();
      throw sessionEnded();
    }
  }
  return response;
}

function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * Call one route of the contract and return its `result`. Session handling as in `sendWithSession`;
 * any other failure rejects with ApiError carrying the envelope (a 403 included).
 */
export async function apiCall<C extends RouteRef>(contract: C, args: CallArgs<C> = {}): Promise<RouteResult<C>> {
  const response = await sendWithSession(contract, args as CallArgs<RouteRef>);
  const envelope = await readEnvelope<RouteResult<C>>(response);
  if (!envelope) throw new ApiError(response.status, 'INTERNAL', INTERNAL_ERROR_TEXT);
  if (!envelope.success) {
    throw new ApiError(
      response.status,
      envelope.code ?? 'INTERNAL',
      envelope.errordesc || INTERNAL_ERROR_TEXT,
      envelope.field,
      envelope,
      retryAfterOf(response),
    );
  }
  return envelope.result as RouteResult<C>;
}
