import { desc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsOutbox, health, ready } from '@dukani/contracts';
import { normalizePhone } from '@dukani/domain';
import { smsMessages } from '../../jobs/outbox.schema';
import { publicRoute } from '../../http/route';
import { assertDirectLoopbackPeer } from '../../http/loopback-peer';
import { AppError, invalid } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { API_VERSION } from '../../http/readiness';
import { isLoopbackHost } from '../../config';
import { databaseCheck } from './database-check';

export async function systemRoutes(app: FastifyInstance) {
  const checkDatabase = databaseCheck(() => app.db.execute('select 1'));
  publicRoute(app, health, async () => {
    await checkDatabase();
    return { status: 'ok' as const, database: app.dbKind, version: API_VERSION };
  });

  // Readiness, not liveness: a process that starts, waits for migrations or drains is alive but must get no traffic.
  publicRoute(app, ready, async () => {
    const { phase } = app.readiness;
    if (phase !== 'serving') throw new AppError('UNAVAILABLE', msg(phase === 'draining' ? 'system.draining' : 'system.starting'));
    try {
      await checkDatabase();
    } catch {
      throw new AppError('UNAVAILABLE', msg('system.databaseDown'));
    }
    return { status: 'ready' as const, database: app.dbKind, version: API_VERSION };
  });

  // The development outbox is how a person or a test reads a one-time code on this computer. It hands
  // every code to whoever asks, so production has no such route and neither has a server on the network,
  // and on loopback it answers only requests made on this computer, not ones a proxy here relays.
  if (app.config.NODE_ENV !== 'production' && isLoopbackHost(app.config.HOST)) {
    publicRoute(app, smsOutbox, async ({ db, query, req }) => {
      assertDirectLoopbackPeer(req, 'dev.outboxThisComputerOnly');
      const phone = query.phone.trim();
      // A national number can be valid in more than one of our countries: look under each reading.
      const candidates = new Set<string>();
      for (const country of ['KE', 'UG', 'RW'] as const) {
        const parsed = normalizePhone(phone, country);
        if (parsed.ok) candidates.add(parsed.e164);
      }
      if (candidates.size === 0) throw invalid('phone', 'phone.notValid');
      const rows = await db
        .select({ to: smsMessages.toPhone, message: smsMessages.message, createdOn: smsMessages.createdOn })
        .from(smsMessages)
        .where(inArray(smsMessages.toPhone, [...candidates]))
        .orderBy(desc(smsMessages.id))
        .limit(50);
      return rows.map((row) => ({ ...row, createdOn: row.createdOn.toISOString() }));
    });
  }
}
