import type { z } from 'zod';

/**
 * Module keys of API.md §1.2: a tenant's plan and a user's roles both use them. `refunds` (L3–L5) opens no
 * screen of its own: it lets a till user give money or goods back, which selling (`pos`) alone does not.
 */
export const MODULE_KEYS = ['pos', 'refunds', 'customers', 'products', 'expenses', 'suppliers', 'reports', 'users', 'settings', 'etims', 'billing'] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The file part names of API.md §1.9: a logo, a product or bundle picture, an expense's paper receipt. */
export type UploadPart = 'logo' | 'images' | 'receipt';

/**
 * One route of API.md: everything the server, the web client and OpenAPI need to agree on.
 * - `auth: 'pub'` routes need no token.
 * - `modules`: the caller needs one of these keys (plan and role); empty = any linked user.
 * - `owner`: 'Owner' or 'OwnerOrAdmin' for the owner-only routes of §1.2.
 */
export interface RouteContract<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth?: 'pub';
  modules?: readonly ModuleKey[];
  owner?: 'Owner' | 'OwnerOrAdmin';
  multipart?: boolean;
  /**
   * The file parts a `multipart` route takes (API.md §1.9), each at most once: any other part is refused
   * before a byte of it is kept.
   */
  files?: readonly UploadPart[];
  /** API.md §1.8: accepts Idempotency-Key; a repeat replays the first answer. */
  idem?: boolean;
  /** A bulk upload: the name of its one CSV file part (API.md §1.9). */
  csvPart?: string;
  /** A `csv` download: the reply is text/csv, with no envelope, saved under this file name. */
  csvDownload?: string;
  /** A PDF download: the reply is application/pdf, with no envelope, shown inline under this file name. */
  pdfDownload?: string;
  /**
   * A zip download (C6): the reply is application/zip, with no envelope, streamed as the handler's result
   * produces it and saved under the result's own file name (it names the shop and the day).
   */
  zipDownload?: boolean;
  /** Waits on an outside provider (M-Pesa) while it runs: the server opens no transaction around it. */
  callsProvider?: boolean;
  /** Provider callbacks (Q1–Q3): the result goes out as it is, with no envelope. */
  raw?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  result: R;
}

export function defineRoute<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType>(
  route: RouteContract<P, Q, B, R>,
): RouteContract<P, Q, B, R> {
  return route;
}

/** The fields of a contract the web client reads at run time: all a route ref (`@dukani/contracts/routes`) holds. */
export const ROUTE_REF_FIELDS = ['id', 'method', 'path', 'auth', 'multipart', 'csvDownload'] as const;

declare const contractType: unique symbol;

/**
 * A route as the web client calls it: method, path and flags with no schema, so a screen that only calls
 * the API loads neither zod nor the contracts. The contract's type rides along for `RouteParams` & co.
 */
export interface RouteRef<C extends RouteContract = RouteContract> extends Pick<RouteContract, (typeof ROUTE_REF_FIELDS)[number]> {
  /** Type only: never set at run time. */
  readonly [contractType]?: C;
}

export function isRouteContract(value: unknown): value is RouteContract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'result' in value;
}

/** The run-time fields of `contract`, as `scripts/generate-route-refs.ts` writes them. */
export function toRouteRef<C extends RouteContract>(contract: C): RouteRef<C> {
  const ref: Record<string, unknown> = {};
  for (const field of ROUTE_REF_FIELDS) if (contract[field] !== undefined) ref[field] = contract[field];
  return ref as unknown as RouteRef<C>;
}

/** The contract behind a contract or a route ref (a ref has no `result`, so a contract never reads as one). */
export type ContractOf<C> = C extends RouteContract ? C : C extends RouteRef<infer X> ? X : never;

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;
type InferIn<T> = T extends z.ZodType ? z.input<T> : never;
export type RouteParams<C> = ContractOf<C> extends RouteContract<infer P, z.ZodType, z.ZodType, z.ZodType> ? Infer<P> : never;
export type RouteQuery<C> = ContractOf<C> extends RouteContract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Infer<Q> : never;
export type RouteBody<C> = ContractOf<C> extends RouteContract<z.ZodType, z.ZodType, infer B, z.ZodType> ? Infer<B> : never;
/** What a client sends: defaults not yet applied. */
export type RouteBodyInput<C> = ContractOf<C> extends RouteContract<z.ZodType, z.ZodType, infer B, z.ZodType> ? InferIn<B> : never;
export type RouteResult<C> = ContractOf<C> extends RouteContract<z.ZodType, z.ZodType, z.ZodType, infer R> ? Infer<R> : never;

/** `/api/User/GetUsers/{businessId}` with {businessId: 3} → `/api/User/GetUsers/3`. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
