import { AuthStateCache } from './http/auth-state';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { createSmsSender } from '@dukani/sms';
import { usesDevelopmentSecrets, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { ensureReferenceData } from './db/reference-data';
import { zodValidatorCompiler } from './http/validation';
import { responseSerializerCompiler } from './http/response-serializer';
import { memoryLimits, redisLimits } from './lib/rate-limit-store';
import { diskFileStorage } from './lib/file-storage';
import { s3FileStorage, type S3Settings } from './lib/s3-file-storage';
import { redactUrl } from './lib/redact-url';
import './plugins/decorations';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerJsonBodyParser } from './http/json-body';
import { assertDirectLoopbackPeer } from './http/loopback-peer';
import { registerWeb } from './plugins/web';
import { registerBackupMetrics } from './lib/backup-status';
import { registerCompression } from './plugins/compression';
import { systemRoutes } from './modules/system/system.routes';
import { accountRoutes } from './modules/account/account.routes';
import { businessRoutes } from './modules/business/business.routes';
import { dataExportRoutes } from './modules/data-export/data-export.routes';
import { currencyRoutes } from './modules/currency/currency.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { startEmbeddedUpkeep, startHousekeeping } from './jobs/housekeeping';
import { userRoutes } from './modules/users/users.routes';
import { stockRoutes } from './modules/stock/stock.routes';
import { productImportRoutes } from './modules/product-import/product-import.routes';
import { categoryRoutes } from './modules/categories/categories.routes';
import { catalogCodeRoutes } from './modules/catalog-codes/catalog-codes.routes';
import { productRoutes } from './modules/products/products.routes';
import { catalogSyncRoutes } from './modules/products/catalog-sync.routes';
import { bundleRoutes } from './modules/bundles/bundles.routes';
import { supplierRoutes } from './modules/suppliers/suppliers.routes';
import { expenseRoutes } from './modules/expenses/expenses.routes';
import { cashRegisterRoutes } from './modules/cash-register/cash-register.routes';
import { customerRoutes } from './modules/customers/customers.routes';
import { customerLedgerRoutes } from './modules/customers/customer-ledger.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { salesRoutes } from './modules/sales/sales.routes';
import { correctionRoutes } from './modules/sales/corrections.routes';
import { mpesaRoutes } from './modules/mpesa/mpesa.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { startBillingCycle } from './modules/billing/run-billing-cycle';
import { startBackups } from './modules/backups/start-backups';
import { clock } from './lib/clock';
import { createMpesaClient } from './modules/mpesa/mpesa-client';
import { jobRegistry } from './jobs/registry';
import { startOutboxWorker } from './jobs/outbox-worker';
import { outboxRoutes } from './jobs/outbox.routes';
import { registerOutboxMetrics } from './jobs/outbox-metrics';
import { createMetrics, registerMetrics } from './http/metrics';
import { Readiness } from './http/readiness';
import { deviceRoutes } from './modules/devices/devices.routes';
import { etimsRoutes } from './modules/etims/etims.routes';
import { createEtimsConnection, type EtimsConnection } from './lib/etims-connection';
import type { AirtelClient, DarajaClient, MomoClient } from '@dukani/mobile-money';
import { createAirtelClient, createMomoClient } from './modules/mpesa/collection-clients';

export interface BuildOptions {
  config: Config;
  /** Reuse an open database (tests share one per file); otherwise one is opened from the config. */
  database?: Database;
  logger?: boolean;
  /** The M-Pesa client; tests pass one pointed at a simulator of their own. */
  mpesa?: DarajaClient;
  /** MTN MoMo and Airtel Money clients; server.ts passes the in-process simulators'. Default from the config. */
  momo?: MomoClient | null;
  airtel?: AirtelClient | null;
  /** The way to KRA eTIMS; server.ts passes the in-process simulator's, tests their own. Default from the config. */
  etims?: EtimsConnection;
  /**
   * The process's phase for GET /api/ready; serve.ts passes its own and says when serving starts. Without one the
   * app reports serving once it is ready (tests, tools).
   */
  readiness?: Readiness;
  /** Where log lines go (standard output by default); tests read them here. */
  logStream?: { write(line: string): void };
}

/** What an access log line says of a request: no headers, and no secret that rides in the URL. */
function serializeRequest(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

function s3SettingsOf(config: Config, bucket: string): S3Settings {
  return {
    bucket,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  };
}

/** Builds the app. The module lines below are the table of contents of the API. */
export async function buildApp({ config, database, logger = true, mpesa, momo, airtel, etims, logStream, readiness }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          ...(logStream ? { stream: logStream } : {}),
          serializers: { req: serializeRequest },
          redact: [
            'req.headers.authorization',
            'body.password',
            'body.otp',
            'body.newpin',
            'body.confirmPassword',
            'body.oldpassword',
            'body.newpassword',
            'body.confirmpassword',
            'body.refreshToken',
          ],
        }
      : false,
    bodyLimit: 6 * 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 300 },
    frameworkErrors,
  });
  const phase = readiness ?? new Readiness();
  if (!readiness) app.addHook('onReady', async () => phase.set('serving'));
  // Redis and the bucket first: a start that cannot reach them fails before a database is opened that nothing
  // would close.
  const limits = config.REDIS_URL ? await redisLimits(config.REDIS_URL, config.REDIS_KEY_PREFIX, app.log) : memoryLimits();
  app.addHook('onClose', () => limits.close());
  const files = config.S3_BUCKET
    ? await s3FileStorage(s3SettingsOf(config, config.S3_BUCKET)).catch(async (err: unknown) => {
        await limits.close();
        throw err;
      })
    : null;
  if (files) app.addHook('onClose', async () => files.close());
  const db =
    database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      onIdleError: (err) => app.log.warn({ err }, 'an idle database connection was lost'),
      warn: (message, err) => app.log.warn({ err }, message),
      migrations: config.MIGRATE_ON_START ? 'apply' : 'wait',
      onMigrationWait: (pending) => {
        phase.set('migrating');
        app.log.warn(
          { pending },
          pending.length > 0 ? 'waiting for npm run db:migrate to apply these migrations' : 'waiting for another process to finish the migrations',
        );
      },
    }));
  await ensureReferenceData(db.db);
  // A test server may start with its billing clock moved (never production: config refuses it there).
  if (config.CLOCK_OFFSET_DAYS !== 0) clock.setOffset(config.CLOCK_OFFSET_DAYS * 86_400_000);
  app.decorate('db', db.db);
  app.decorate('dbKind', db.kind);
  app.decorate('config', config);
  app.decorate('uploadsDir', config.DATA_DIR === 'memory' ? fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-uploads-')) : path.join(config.DATA_DIR, 'uploads'));
  app.decorate('fileStorage', files ?? diskFileStorage(app.uploadsDir));
  app.decorate('limits', limits.store);
  app.decorate('userRateLimiter', limits.store.limiter('requests:user', 600, 60_000));
  app.decorate('authState', new AuthStateCache(db.writes, { ttlMs: config.AUTH_CACHE_TTL_MS, ...(db.shared ? { shared: db.shared } : {}) }));
  app.decorate('readiness', phase);
  app.decorate('metrics', createMetrics());
  app.decorate('mpesa', mpesa ?? createMpesaClient(config));
  app.decorate('etims', etims ?? createEtimsConnection(config));
  app.decorate('momo', momo !== undefined ? momo : createMomoClient(config));
  app.decorate('airtel', airtel !== undefined ? airtel : createAirtelClient(config));
  if (!database) app.addHook('onClose', () => db.close());

  if (usesDevelopmentSecrets(config)) app.addHook('onRequest', async (req) => assertDirectLoopbackPeer(req, 'dev.secretsThisComputerOnly'));
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app, config.WEB_DIST);
  // Before the routes: its onSend hook reaches only routes registered after it.
  await registerCompression(app);
  await app.register(multipart);
  await registerOpenApi(app);
  registerMetrics(app);
  registerOutboxMetrics(app);
  registerBackupMetrics(app.metrics.registry);

  await app.register(systemRoutes);
  await app.register(accountRoutes);
  await app.register(businessRoutes);
  await app.register(dataExportRoutes);
  await app.register(currencyRoutes);
  await app.register(settingsRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(stockRoutes);
  await app.register(productImportRoutes);
  await app.register(categoryRoutes);
  await app.register(catalogCodeRoutes);
  await app.register(productRoutes);
  await app.register(catalogSyncRoutes);
  await app.register(bundleRoutes);
  await app.register(supplierRoutes);
  await app.register(expenseRoutes);
  await app.register(cashRegisterRoutes);
  await app.register(customerRoutes);
  await app.register(customerLedgerRoutes);
  await app.register(notificationsRoutes);
  await app.register(reportsRoutes);
  await app.register(paymentRoutes);
  await app.register(salesRoutes);
  await app.register(correctionRoutes);
  await app.register(mpesaRoutes);
  await app.register(billingRoutes);
  await app.register(outboxRoutes);
  await app.register(deviceRoutes);
  await app.register(etimsRoutes);
  // The app that opened the database backs it up (PGlite in a folder only); a test's shared database is the test's.
  if (!database) await startBackups(app, db);

  if (config.RUN_WORKER) {
    startHousekeeping(app);
    startEmbeddedUpkeep(app);
    startBillingCycle(app);
    const worker = startOutboxWorker(app, {
      jobs: jobRegistry,
      services: { sms: createSmsSender(config), mpesa: app.mpesa, momo: app.momo, airtel: app.airtel, etims: app.etims },
    });
    app.decorate('outboxWorker', worker);
  } else {
    app.decorate('outboxWorker', null);
  }

  await registerWeb(app, config.WEB_DIST, app.fileStorage);
  return app;
}
