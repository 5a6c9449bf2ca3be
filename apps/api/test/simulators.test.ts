import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { repoRoot } from '../src/lib/paths';
import { simulatorsToStart, startSimulators } from '../src/simulators';

const anyPort = { MPESA_SIM_PORT: '0', ETIMS_SIM_PORT: '0', MOMO_SIM_PORT: '0', AIRTEL_SIM_PORT: '0' };
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

/** `npm run simulators` as its script runs it (tsx), with `env` over this process's environment. */
function startSimulatorsProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/simulators-cli.ts')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: 'memory', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, output: () => ({ stdout, stderr }) };
}

/** The four "<name> simulator: <url>" lines the process prints once every simulator listens. */
async function untilListening(started: ReturnType<typeof startSimulatorsProcess>): Promise<Record<string, string>> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const lines = [...started.output().stdout.matchAll(/^(.+) simulator: (http\S+)$/gm)];
    if (lines.length === 4) return Object.fromEntries(lines.map((line) => [line[1]!, line[2]!]));
    if (started.child.exitCode !== null) throw new Error(`the simulators exited: ${started.output().stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the simulators did not start: ${JSON.stringify(started.output())}`);
}

describe('npm run simulators: the four simulators in one process of their own', () => {
  it('runs M-Pesa, eTIMS, MTN MoMo and Airtel together, each answering, and stops on SIGTERM', async () => {
    const started = startSimulatorsProcess(anyPort);
    const urls = await untilListening(started);
    expect(Object.keys(urls).sort()).toEqual(['Airtel Money', 'KRA eTIMS', 'M-Pesa (Daraja)', 'MTN MoMo']);
    expect(urls['KRA eTIMS']).toMatch(/\/etims-api$/);
    const controlOf = (url: string) => url.replace(/\/etims-api$/, '');
    for (const [name, control] of [
      ['M-Pesa (Daraja)', '/__sim/clock'],
      ['KRA eTIMS', '/__sim/clock'],
      ['MTN MoMo', '/__sim/requests'],
      ['Airtel Money', '/__sim/requests'],
    ] as const) {
      const answer = await fetch(`${controlOf(urls[name]!)}${control}`);
      expect(answer.status, name).toBe(200);
    }
    // An api process given these base URLs starts no simulator of its own: none is left to start.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory',
      MPESA_BASE_URL: urls['M-Pesa (Daraja)'],
      ETIMS_BASE_URL: urls['KRA eTIMS'],
      MOMO_BASE_URL: urls['MTN MoMo'],
      AIRTEL_BASE_URL: urls['Airtel Money'],
    });
    expect(simulatorsToStart(config)).toEqual([]);
    expect((await startSimulators(config, simulatorsToStart(config))).urls).toEqual({});

    started.child.kill('SIGTERM');
    const [code] = (await once(started.child, 'exit')) as [number | null];
    expect(code).toBe(0);
  });

  it('refuses to start with NODE_ENV=production, and says why', async () => {
    const started = startSimulatorsProcess({ ...anyPort, NODE_ENV: 'production' });
    const [code] = (await once(started.child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(started.output().stderr).toMatch(/NODE_ENV=production: the simulators .* never run in production/);
    expect(started.output().stdout).not.toMatch(/simulator: http/);
  });
});

describe('which simulators an api process starts itself', () => {
  it('the embedded start runs all four; a provider given a base URL gets none', () => {
    expect(simulatorsToStart(loadConfig({ NODE_ENV: 'test' }))).toEqual(['mpesa', 'etims', 'momo', 'airtel']);
    expect(simulatorsToStart(loadConfig({ NODE_ENV: 'test', ETIMS_BASE_URL: 'http://127.0.0.1:4020/etims-api' }))).toEqual(['mpesa', 'momo', 'airtel']);
    expect(simulatorsToStart(loadConfig({ NODE_ENV: 'test', MPESA_BASE_URL: 'http://sims.internal:4010', MOMO_MODE: 'off', AIRTEL_MODE: 'off' }))).toEqual([
      'etims',
    ]);
  });

  it('none runs in production: the configuration refuses every simulator mode, and starting one throws', async () => {
    const secrets = {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      OTP_SECRET: 'q'.repeat(40),
      MPESA_CALLBACK_KEY: 'k'.repeat(32),
      MPESA_BILLING_SHORTCODE: '600100',
      ETIMS_MODE: 'kra',
    };
    // M-Pesa's simulator is the default mode: production must say daraja.
    expect(() => loadConfig(secrets)).toThrow(/MPESA_MODE: must be daraja in production: the simulator moves no money/);
    const everySimulator = () => loadConfig({ ...secrets, ETIMS_MODE: 'simulator', MOMO_MODE: 'simulator', AIRTEL_MODE: 'simulator' });
    for (const refusal of ['ETIMS_MODE: must be kra', 'MOMO_MODE: must be mtn or off', 'AIRTEL_MODE: must be airtel or off', 'MPESA_MODE: must be daraja']) {
      expect(everySimulator).toThrow(refusal);
    }
    const real = { MPESA_MODE: 'daraja', PUBLIC_URL: 'https://shop.example', MPESA_CONSUMER_KEY: 'ck', MPESA_CONSUMER_SECRET: 'cs', MPESA_PASSKEY: 'pk' };
    const config = loadConfig({ ...secrets, ...real });
    expect(simulatorsToStart(config)).toEqual([]);
    await expect(startSimulators(config, ['mpesa'])).rejects.toThrow(/never run in production/);
  });
});
