import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { RouteContract } from '@dukani/contracts';
import { callRoute, type RouteCall, type RouteResponse, type Transport } from '@dukani/test-factories';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './database';
import { injectTransport } from './inject-transport';
import { createOwner, type Owner } from './fixtures';

export { injectTransport } from './inject-transport';

export { testDatabaseKind } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A fresh app on a fresh, migrated database. Test files use `useTestApp()`; this is for a second app in one file. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { databaseUrl, database, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory',
    RUN_WORKER: 'false',
    // The tests play many clients from one process: they name their address in X-Forwarded-For. A server on the
    // development secrets answers no relayed request (app.ts), so the tests run with secrets of their own.
    TRUST_PROXY: 'true',
    JWT_SECRET: 'dukani-api-tests-jwt-secret-0123456789',
    OTP_SECRET: 'dukani-api-tests-otp-secret-0123456789',
    MPESA_CALLBACK_KEY: 'dukani-api-tests-callback-key',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export interface TestAppHandle extends TestApp {
  /** The factories' transport to this file's app. */
  transport: Transport;
  /** Call a route by its contract: `t.call(addProduct, { token, body })`. */
  call<C extends RouteContract>(contract: C, call?: RouteCall<C>): Promise<RouteResponse<C>>;
  /** A new tenant, its Owner and first business, with a token (written straight to the tables: fast). */
  owner(options?: Parameters<typeof createOwner>[1]): Promise<Owner>;
}

/**
 * The one set-up of an API test file: `const t = useTestApp()` at the top registers beforeAll (a fresh app on a
 * fresh migrated database) and afterAll (close and drop). Its fields are readable from the first hook on.
 * `env` is laid over the test config; pass a function when it is only known in an earlier beforeAll.
 */
export function useTestApp(env: Record<string, string> | (() => Record<string, string>) = {}): TestAppHandle {
  let current: TestApp | undefined;
  let transport: Transport | undefined;
  const ready = () => {
    if (!current) throw new Error('useTestApp: the app is only there inside hooks and tests');
    return current;
  };
  beforeAll(async () => {
    current = await buildTestApp(typeof env === 'function' ? env() : env);
    transport = injectTransport(current.app);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get config() {
      return ready().config;
    },
    get transport() {
      ready();
      return transport!;
    },
    close: () => ready().close(),
    call: (contract, call) => callRoute(transport ?? injectTransport(ready().app), contract, call),
    owner(options) {
      return createOwner(ready(), options);
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: { success: boolean; result?: T; errordesc?: string; code?: string; field?: string };
  headers: Record<string, unknown>;
}

/** app.inject with a bearer token and the envelope parsed. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
  let body: ApiResponse<T>['body'];
  try {
    body = response.json();
  } catch {
    body = { success: false, errordesc: response.body };
  }
  return { status: response.statusCode, body, headers: response.headers };
}

/** A 1×1 PNG, the smallest real image an upload test needs. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** An `mp` request as the browser builds it: the JSON in `payload`, the image in `logo` (or another part). */
export function multipart(payload: unknown, file?: { data: Buffer; filename?: string; type?: string; field?: string }) {
  return multipartParts([
    { name: 'payload', value: JSON.stringify(payload) },
    ...(file ? [{ name: file.field ?? 'logo', file: { data: file.data, type: file.type ?? 'image/png', filename: file.filename ?? 'logo.png' } }] : []),
  ]);
}

/** A multipart form of any parts, in order, a name repeated as often as it is listed: text fields or files. */
export async function multipartParts(parts: Array<{ name: string; value?: string; file?: { data: Buffer; type: string; filename: string } }>) {
  const form = new FormData();
  for (const part of parts) {
    if (part.file) form.append(part.name, new Blob([new Uint8Array(part.file.data)], { type: part.file.type }), part.file.filename);
    else form.append(part.name, part.value ?? '');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}
