import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

/** `TEST_DATABASE=postgres` runs the API tests on the real server; the default is in-memory PGlite. */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A fresh app on a fresh database (one per test file): tests never see each other's rows. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (testDatabaseKind === 'postgres') {
    const name = `dukani_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory',
    RUN_WORKER: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
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
export async function multipart(payload: unknown, file?: { data: Buffer; filename?: string; type?: string; field?: string }) {
  const form = new FormData();
  form.set('payload', JSON.stringify(payload));
  if (file) form.set(file.field ?? 'logo', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.filename ?? 'logo.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}
