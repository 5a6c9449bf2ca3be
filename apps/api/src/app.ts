import { AuthStateCache } from './http/auth-state';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { createSmsSender } from '@dukani/sms';
import { usesDevelopmentSecrets, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { ensureReferenceData } from './db/reference-data';
import { zodValidatorCompiler } from './http/validation';
import { RateLimiter } from './lib/rate-limiter';
import { redactUrl } from './lib/redact-url';
import './plugins/decorations';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerJsonBodyParser } from './http/json-body';
import { assertDirectLoopbackPeer } from './http/loopback-peer';
import { registerWeb } from './plugins/web';
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
import { clock } from './lib/clock';
import { createMpesaClient } from './modules/mpesa/mpesa-client';
import { jobRegistry } from './jobs/registry';
import { startOutboxWorker } from './jobs/outbox-worker';
import { outboxRoutes } from './jobs/outbox.routes';
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
  /** Where log lines go (standard output by default); tests read them here. */
  logStream?: { write(line: string): void };
}

/** What an access log line says of a request: no headers, and no secret that rides in the URL. */
function serializeRequest(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** Builds the app. The module lines below are the table of contents of the API. */
export async function buildApp({ config, database, logger = true, mpesa, momo, airtel, etims, logStream }: BuildOptions): Promise<FastifyInstance> {
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
  const db =
    database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      onIdleError: (err) => app.log.warn({ err }, 'an idle database connection was lost'),
    }));
  await ensureReferenceData(db.db);
  // A test server may start with its billing clock moved (never production: config refuses it there).
  if (config.CLOCK_OFFSET_DAYS !== 0) clock.setOffset(config.CLOCK_OFFSET_DAYS * 86_400_000);
  app.decorate('db', db.db);
  app.decorate('dbKind', db.kind);
  app.decorate('config', config);
  app.decorate('uploadsDir', config.DATA_DIR === 'memory' ? fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-uploads-')) : path.join(config.DATA_DIR, 'uploads'));
  app.decorate('userRateLimiter', new RateLimiter(600, 60_000));
  app.decorate('authState', new AuthStateCache(db.writes));
  app.decorate('mpesa', mpesa ?? createMpesaClient(config));
  app.decorate('etims', etims ?? createEtimsConnection(config));
  app.decorate('momo', momo !== undefined ? momo : createMomoClient(config));
  app.decorate('airtel', airtel !== undefined ? airtel : createAirtelClient(config));
  if (!database) app.addHook('onClose', () => db.close());

  if (usesDevelopmentSecrets(config)) app.addHook('onRequest', async (req) => assertDirectLoopbackPeer(req, 'dev.secretsThisComputerOnly'));
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await registerSecurityHeaders(app, config.WEB_DIST);
  await app.register(multipart);
  await registerOpenApi(app);

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

  if (config.RUN_WORKER) {
    startHousekeeping(app);
    startEmbeddedUpkeep(app);
    startBillingCycle(app);
    startOutboxWorker(app, {
      jobs: jobRegistry,
      services: { sms: createSmsSender(config), mpesa: app.mpesa, momo: app.momo, airtel: app.airtel, etims: app.etims },
    });
  }

  await registerWeb(app, config.WEB_DIST, app.uploadsDir);
  return app;
}
