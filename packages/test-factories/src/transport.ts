import { buildPath, type Envelope, type RouteBodyInput, type RouteContract, type RouteParams, type RouteQuery, type RouteResult } from '@dukani/contracts';

/** One HTTP request, already resolved to a path: how it travels (inject, fetch) is the transport's business. */
export interface TransportRequest {
  method: RouteContract['method'];
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface TransportResponse {
  status: number;
  /** The parsed JSON body, or the raw text when the reply is not JSON. */
  body: unknown;
  headers: Record<string, unknown>;
}

/** How factories reach the API: `app.inject` in API tests, `fetch` against a running server elsewhere. */
export interface Transport {
  send(request: TransportRequest): Promise<TransportResponse>;
}

export interface RouteCall<C> {
  params?: RouteParams<C>;
  query?: Partial<RouteQuery<C>>;
  body?: RouteBodyInput<C>;
  token?: string;
  idempotencyKey?: string;
  /** Extra headers (a client address, a device id). */
  headers?: Record<string, string>;
}

export interface RouteResponse<C> {
  status: number;
  body: Partial<Envelope<RouteResult<C>>> & { success: boolean; result?: RouteResult<C>; errordesc?: string; code?: string; field?: string };
  headers: Record<string, unknown>;
}

export function routePath(contract: RouteContract, call: { params?: unknown; query?: unknown }): string {
  const path = buildPath(contract.path, (call.params ?? {}) as Record<string, string | number>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((call.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Call one route of the contracts: the path, query and body are typed by the contract. */
export async function callRoute<C extends RouteContract>(transport: Transport, contract: C, call: RouteCall<C> = {}): Promise<RouteResponse<C>> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
  const response = await transport.send({
    method: contract.method,
    path: routePath(contract, call),
    headers,
    ...(call.body !== undefined ? { body: call.body } : {}),
  });
  const body =
    typeof response.body === 'object' && response.body !== null
      ? (response.body as RouteResponse<C>['body'])
      : { success: false, errordesc: String(response.body) };
  return { status: response.status, body, headers: response.headers };
}

/** The result of a call that must succeed; a refusal throws with the server's sentence. */
export async function resultOf<C extends RouteContract>(transport: Transport, contract: C, call: RouteCall<C> = {}): Promise<RouteResult<C>> {
  const response = await callRoute(transport, contract, call);
  if (response.status !== 200 || response.body.success === false) {
    throw new Error(`${contract.id} ${contract.path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body.result as RouteResult<C>;
}
