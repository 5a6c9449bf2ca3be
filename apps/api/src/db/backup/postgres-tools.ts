import { spawn } from 'node:child_process';
import { BackupError } from './backup-error';

/**
 * The URL's password travels in PGPASSWORD, not on the command line, where any user of the machine could read it
 * in the process list.
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Run a PostgreSQL client program; its error output becomes the message of a failure. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${program} was not found: install the PostgreSQL client of the server's major version (e.g. apt-get install postgresql-client-15)`
            : `${program} could not start: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new BackupError(`${program} failed: ${Buffer.concat(err).toString('utf8').trim() || `exit code ${code}`}`));
    });
  });
}

/** pg_dump's custom format (compressed, restored with pg_restore): a consistent snapshot taken while the app runs. */
export async function pgDump(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], env);
}

/** The dump's table of contents: pg_restore reads the whole header, so a file that is not a dump is refused here. */
export async function pgRestoreList(file: string): Promise<string> {
  return run('pg_restore', ['--list', file]);
}

/** Restore a custom-format dump into an (empty) database; the first error stops it. */
export async function pgRestore(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], env);
}

/** A custom-format dump starts with these five bytes. */
export const isPgDump = (head: Uint8Array) => Buffer.from(head.subarray(0, 5)).toString('latin1') === 'PGDMP';
