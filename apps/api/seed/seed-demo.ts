/**
 * `npm run seed:demo`: a demo shop in the database `npm start` uses (DATABASE_URL, or PGlite in DATA_DIR), built
 * through the routes by an app started in this process. Stop the server first when it runs on PGlite: the data
 * directory admits one process at a time.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { injectTransport } from '../test/inject-transport';
import { DEMO_PASSWORD, DEMO_PHONE, FULL_DEMO, seedDemoShop } from './demo-shop';

// No worker: the sign-up code is read from the development outbox, and no SMS should leave for a demo phone.
const config = loadConfig({ ...process.env, RUN_WORKER: 'false', LOG_LEVEL: 'warn' });
if (config.NODE_ENV === 'production') {
  console.error('seed:demo builds a demo shop for development; it does not run with NODE_ENV=production.');
  process.exit(1);
}
const app = await buildApp({ config, logger: false });
await app.ready();
try {
  const outcome = await seedDemoShop(injectTransport(app), FULL_DEMO, (line) => console.log(`  ${line}`));
  console.log(outcome.seeded ? 'The demo shop is ready.' : 'The demo shop is already there: nothing added.');
  console.log(`Sign in with phone ${DEMO_PHONE} (Kenya) and password ${DEMO_PASSWORD}.`);
} finally {
  await app.close();
}
