import { loadConfig } from '../config';
import { openDatabase } from './client';
import { ensureReferenceData } from './reference-data';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, listen: false });
await ensureReferenceData(database.db);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
