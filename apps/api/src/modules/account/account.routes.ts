import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { PerIpAndAccountLimit } from '../../lib/rate-limiter';
import { changePassword } from './change-password';
import { getAccountProfile } from './get-account-profile';
import { getUserRole } from './get-user-role';
import { revalidateUser } from './revalidate-user';
import { updateAccountProfile } from './update-account-profile';
import { getUserById } from '../users/get-user-by-id';

/** Group B: the account profile (the business row) and the caller's own password. */
export async function accountRoutes(app: FastifyInstance) {
  // B5 checks a password: limited like sign-in, so a stolen session cannot guess it.
  const revalidateLimit = new PerIpAndAccountLimit(app.limits, 'revalidate');

  route(app, contracts.getProfile, ({ db, params, auth }) => getAccountProfile(db, { businessId: params.custId, tenantId: auth.tenantId }));

  route(app, contracts.updateAccount, ({ db, params, body, auth, uploads }) =>
    updateAccountProfile(db, { businessId: params.custId, tenantId: auth.tenantId, userId: auth.userId, input: body, logoUrl: uploads.logo }),
  );

  route(app, contracts.changePassword, ({ db, body, auth, config }) =>
    changePassword(db, {
      callerId: auth.userId,
      tenantId: auth.tenantId,
      businessId: body.businessId,
      tokenBusinessId: auth.tokenBusinessId,
      userId: body.userId,
      oldPassword: body.oldpassword,
      newPassword: body.newpassword,
      config,
    }),
  );

  route(app, contracts.getRole, ({ db, params, auth }) => getUserRole(db, { userId: params.userId, businessId: params.businessId, tenantId: auth.tenantId }));

  route(app, contracts.revalidateUser, async ({ db, body, auth, req }) => {
    await revalidateLimit.hit(req.ip, auth.userId);
    return revalidateUser(db, { callerId: auth.userId, userId: body.userId, password: body.password });
  });

  route(app, contracts.getCurrentUser, ({ db, auth }) => getUserById(db, { actor: auth, userId: auth.userId }));
}
