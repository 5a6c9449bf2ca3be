// One more API process for bench:sales (issue 37), as a hosted deploy runs one per core behind its balancer
// (docs/OPERATIONS.md): told the app's env, it opens the same database, listens on a port of its own and answers with
// its address; asked, it answers with the CPU it has used since it was last asked (user + system, all its threads).
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';

export type ApiProcessMessage = { start: Record<string, string> } | { cpu: true };
export type ApiProcessAnswer = { baseUrl: string } | { cpuMs: number };

let since = process.cpuUsage();
let close: (() => Promise<void>) | null = null;

process.on('message', async (message: ApiProcessMessage) => {
  if ('start' in message) {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false', ...message.start });
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    const app = await buildApp({ config, database, logger: false });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    close = async () => {
      await app.close();
      await database.close();
    };
    process.send!({ baseUrl } satisfies ApiProcessAnswer);
  } else {
    const used = process.cpuUsage(since);
    since = process.cpuUsage();
    process.send!({ cpuMs: (used.user + used.system) / 1000 } satisfies ApiProcessAnswer);
  }
});
process.on('disconnect', () => void (close ?? (async () => {}))().finally(() => process.exit(0)));
