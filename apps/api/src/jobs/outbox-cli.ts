import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runOutboxCommand } from './outbox-commands';

// With the embedded database (no DATABASE_URL) the api holds the data folder's lock: stop it first.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  process.exitCode = await runOutboxCommand(database.db, process.argv.slice(2), (line) => console.log(line));
} finally {
  await database.close();
}
