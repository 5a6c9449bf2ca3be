import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A free TCP port on 127.0.0.1, asked of the kernel (bind to 0, read it, let go). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Running {
  name: string;
  child: ChildProcess;
  /** Everything it printed, for the failure message of a test that needs it. */
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts a long-running process; its output is kept (the last 200 kB) and printed when it exits badly. */
export function run(name: string, command: string, args: string[], env: Record<string, string>): Running {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, child, output: () => log, exited };
}

/** Polls a URL until it answers the wanted status, or fails naming the process and its last output. */
export async function waitForStatus(url: string, wanted: number, process: Running | null, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (process && process.child.exitCode !== null) throw new Error(`${process.name} exited (${process.child.exitCode}):\n${process.output()}`);
    try {
      const response = await fetch(url);
      if (response.status === wanted) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer ${wanted} within ${timeoutMs} ms (${last})${process ? `:\n${process.output()}` : ''}`);
}

/** SIGTERM, then SIGKILL after a grace period; resolves with the exit code. */
export async function stop(process: Running, graceMs = 15_000): Promise<number | null> {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return process.child.exitCode;
  process.child.kill('SIGTERM');
  const timer = setTimeout(() => process.child.kill('SIGKILL'), graceMs);
  const code = await process.exited;
  clearTimeout(timer);
  return code;
}
