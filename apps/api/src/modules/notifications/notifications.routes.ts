import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import type { AuthContext } from '../../lib/auth-context';
import { pickLanguage } from '../../lib/messages/accept-language';
import { deleteNotifications, markNotificationsRead } from './change-notifications';
import { findNotifications } from './find-notifications';

/** An Owner or Admin of that business (its link, not the token's business). */
const isManagerOf = (auth: AuthContext, businessId: number) => {
  const role = auth.links.get(businessId)?.roleTypes;
  return role === 'Owner' || role === 'Admin';
};

/** Group O: the shop's notifications (orders, low stock, billing) for the bell. */
export async function notificationsRoutes(app: FastifyInstance) {
  route(app, contracts.getAllNotifications, ({ db, query, body, req, auth }) =>
    findNotifications(db, {
      query,
      paging: body,
      language: pickLanguage(req.headers['accept-language']),
      isManager: isManagerOf(auth, query.businessId),
    }),
  );
  route(app, contracts.markNotificationsRead, ({ db, body, auth }) => markNotificationsRead(db, body, { isManager: isManagerOf(auth, body.businessId) }));
  route(app, contracts.deleteNotifications, ({ db, body, auth }) => deleteNotifications(db, body, { isManager: isManagerOf(auth, body.businessId) }));
}
