import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { publicRoute } from '../../http/route';
import { PerIpAndAccountLimit, type LimitStore } from '../../lib/rate-limiter';
import { completeRegistration } from './complete-registration';
import { getInvitation } from './get-invitation';
import { login, type SignInLimits } from './login';
import { recoverPassword } from './recover-password';
import { rotateRefreshToken } from './refresh-tokens';
import { register } from './register';
import { resendOtp } from './resend-otp';
import { resetPassword } from './reset-password';
import { validateLoginOtp } from './validate-login-otp';
import { validateOtp } from './validate-otp';
import { validatePhone } from './validate-phone';
import { verifyOtp } from './verify-otp';

const signInLimits = (store: LimitStore, name: string): SignInLimits => ({
  perKey: store.limiter(`${name}:account`, 10, 60_000),
  perIp: store.limiter(`${name}:ip`, 10, 60_000),
});

/** Group A of API.md: every route is public. The limits count in app.limits: this process, or Redis for all of them. */
export async function authRoutes(app: FastifyInstance) {
  const loginLimits = signInLimits(app.limits, 'login');
  const loginOtpLimits = signInLimits(app.limits, 'login-code');
  const signUpCodeLimits = signInLimits(app.limits, 'sign-up-code');
  const phoneLookupLimit = new PerIpAndAccountLimit(app.limits, 'phone-lookup');
  const invitationLimit = new PerIpAndAccountLimit(app.limits, 'invitation');
  const recoverLimit = new PerIpAndAccountLimit(app.limits, 'recover');
  const resetCodeLimit = new PerIpAndAccountLimit(app.limits, 'reset-code');

  // A1 tells whether a phone has an account: limited per IP so numbers cannot be walked.
  publicRoute(app, contracts.validatePhone, async ({ db, body, req }) => {
    await phoneLookupLimit.hit(req.ip);
    return validatePhone(db, body);
  });

  publicRoute(app, contracts.login, ({ db, body, config, req }) => login(db, { ...body, ip: req.ip, limits: loginLimits, config }));

  publicRoute(app, contracts.register, ({ db, body, config }) => register(db, { ...body, config }));

  publicRoute(app, contracts.completeRegistration, ({ db, body, params }) =>
    completeRegistration(db, { token: params.token, userId: body.userId, password: body.password }),
  );

  // A12 answers only the holder of a live link; limited per IP like A1, so tokens cannot be walked.
  publicRoute(app, contracts.getInvitation, async ({ db, params, query, req }) => {
    await invitationLimit.hit(req.ip);
    return getInvitation(db, { token: params.token, userId: query.userId });
  });

  publicRoute(app, contracts.resetPassword, ({ db, body, config }) => resetPassword(db, { ...body, config }));

  publicRoute(app, contracts.verifyOtp, ({ db, body, config, req }) => verifyOtp(db, { ...body, ip: req.ip, limits: signUpCodeLimits, config }));

  publicRoute(app, contracts.recoverPassword, async ({ db, body, req }) => {
    await recoverLimit.hit(req.ip, body.userId);
    return recoverPassword(db, body);
  });

  publicRoute(app, contracts.resendOtp, ({ db, params, config }) => resendOtp(db, { code: params.code, config }));

  publicRoute(app, contracts.validateOtp, async ({ db, body, params, config, req }) => {
    await resetCodeLimit.hit(req.ip, params.code);
    return validateOtp(db, { code: params.code, otp: body.otp, config });
  });

  publicRoute(app, contracts.validateLoginOtp, ({ db, body, config, req }) => validateLoginOtp(db, { ...body, ip: req.ip, limits: loginOtpLimits, config }));

  publicRoute(app, contracts.refreshToken, ({ db, body, config }) => rotateRefreshToken(db, config, body));
}
