import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { pickLanguage } from '../../lib/messages/accept-language';
import { deleteNotifications, markNotificationsRead } from './change-notifications';
import { findNotifications } from './find-notifications';

/** Group O: the shop's notifications (orders, low stock, billing) for the bell. */
export async function notificationsRoutes(app: FastifyInstance) {
  route(app, contracts.getAllNotifications, ({ db, query, body, req }) =>
    findNotifications(db, { query, paging: body, language: pickLanguage(req.headers['accept-language']) }),
  );
  route(app, contracts.markNotificationsRead, ({ db, body }) => markNotificationsRead(db, body));
  route(app, contracts.deleteNotifications, ({ db, body }) => deleteNotifications(db, body));
}
