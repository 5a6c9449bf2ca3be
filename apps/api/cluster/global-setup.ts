import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, databaseUrlOf } from '../test/postgres-admin';
import { startTestObjectStorage } from '../test/object-storage';
import { startHaproxy } from './haproxy';
import { freePort, run, stop, waitForStatus, type Running } from './processes';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The load balancer: what a till on the internet talks to. */
    balancerUrl: string;
    /** Each API process directly, to send a request to one of them on purpose. */
    apiUrls: string[];
    apiPids: number[];
    etimsAdminUrl: string;
    databaseUrl: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * A hosted Dukani in miniature: one PostgreSQL database, Redis, an S3-compatible store, the four simulators in
 * their own process, two API processes started at the same moment on the empty database, HAProxy in front.
 */
export default async function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-cluster-'));
  // Secrets of its own, as any server behind a proxy must have (the development ones answer this computer only).
  const secrets = {
    JWT_SECRET: crypto.randomBytes(24).toString('hex'),
    OTP_SECRET: crypto.randomBytes(24).toString('hex'),
    MPESA_CALLBACK_KEY: crypto.randomBytes(16).toString('hex'),
  };
  const database = `dukani_cluster_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${database}`);
  const databaseUrl = databaseUrlOf(database);
  const storage = await startTestObjectStorage('dukani-cluster');
  const running: Running[] = [];
  const teardown = async () => {
    for (const process of running.reverse()) await stop(process);
    await storage.close();
    await adminQuery(`drop database if exists ${database} with (force)`);
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    const [mpesaPort, etimsPort, momoPort, airtelPort, balancerPort, portA, portB] = await Promise.all(Array.from({ length: 7 }, freePort));
    const balancerUrl = `http://127.0.0.1:${balancerPort}`;
    const simulators = run('simulators', process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/simulators-cli.ts')], {
      NODE_ENV: 'test',
      ...secrets,
      DATA_DIR: path.join(folder, 'simulators'),
      PUBLIC_URL: balancerUrl,
      MPESA_SIM_PORT: String(mpesaPort),
      ETIMS_SIM_PORT: String(etimsPort),
      MOMO_SIM_PORT: String(momoPort),
      AIRTEL_SIM_PORT: String(airtelPort),
    });
    running.push(simulators);
    const etimsAdminUrl = `http://127.0.0.1:${etimsPort}`;
    await waitForStatus(`${etimsAdminUrl}/__sim/config`, 200, simulators);

    const shared = {
      NODE_ENV: 'test',
      ...secrets,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `${database}:`,
      ...storage.env,
      PUBLIC_URL: balancerUrl,
      TRUST_PROXY: 'true',
      MPESA_BASE_URL: `http://127.0.0.1:${mpesaPort}`,
      ETIMS_BASE_URL: `${etimsAdminUrl}/etims-api`,
      MOMO_BASE_URL: `http://127.0.0.1:${momoPort}`,
      AIRTEL_BASE_URL: `http://127.0.0.1:${airtelPort}`,
      MPESA_BILLING_SHORTCODE: '600100',
    };
    const apiPorts = [portA!, portB!];
    // Both at once on the empty database: the migrations must wait for each other, not race.
    const apis = apiPorts.map((port, index) =>
      run(`api-${index === 0 ? 'a' : 'b'}`, process.execPath, ['--enable-source-maps', path.join(repoRoot, 'apps/api/dist/server.js')], {
        ...shared,
        PORT: String(port),
        DATA_DIR: path.join(folder, `api-${index}`),
      }),
    );
    running.push(...apis);
    const apiUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(apiUrls.map((url, index) => waitForStatus(`${url}/api/ready`, 200, apis[index]!)));

    const balancer = startHaproxy(
      folder,
      balancerPort!,
      apiPorts.map((port, index) => ({ name: `api${index}`, port })),
    );
    running.push(balancer);
    await waitForStatus(`${balancerUrl}/api/ready`, 200, balancer);

    project.provide('balancerUrl', balancerUrl);
    project.provide('apiUrls', apiUrls);
    project.provide(
      'apiPids',
      apis.map((api) => api.child.pid!),
    );
    project.provide('etimsAdminUrl', etimsAdminUrl);
    project.provide('databaseUrl', databaseUrl);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
