import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { publicRoute } from '../../http/route';
import { PerIpAndAccountLimit, RateLimiter } from '../../lib/rate-limiter';
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

const signInLimits = (): SignInLimits => ({ perKey: new RateLimiter(10, 60_000), perIp: new RateLimiter(10, 60_000) });

/** Group A of API.md: every route is public. The limiters live here, so each app counts on its own. */
export async function authRoutes(app: FastifyInstance) {
  const loginLimits = signInLimits();
  const loginOtpLimits = signInLimits();
  const signUpCodeLimits = signInLimits();
  const phoneLookupLimit = new PerIpAndAccountLimit();
  const invitationLimit = new PerIpAndAccountLimit();
  const recoverLimit = new PerIpAndAccountLimit();
  const resetCodeLimit = new PerIpAndAccountLimit();

  // A1 tells whether a phone has an account: limited per IP so numbers cannot be walked.
  publicRoute(app, contracts.validatePhone, ({ db, body, req }) => {
    phoneLookupLimit.hit(req.ip);
    return validatePhone(db, body);
  });

  publicRoute(app, contracts.login, ({ db, body, config, req }) => login(db, { ...body, ip: req.ip, limits: loginLimits, config }));

  publicRoute(app, contracts.register, ({ db, body, config }) => register(db, { ...body, config }));

  publicRoute(app, contracts.completeRegistration, ({ db, body, params }) =>
    completeRegistration(db, { token: params.token, userId: body.userId, password: body.password }),
  );

  // A12 answers only the holder of a live link; limited per IP like A1, so tokens cannot be walked.
  publicRoute(app, contracts.getInvitation, ({ db, params, query, req }) => {
    invitationLimit.hit(req.ip);
    return getInvitation(db, { token: params.token, userId: query.userId });
  });

  publicRoute(app, contracts.resetPassword, ({ db, body, config }) => resetPassword(db, { ...body, config }));

  publicRoute(app, contracts.verifyOtp, ({ db, body, config, req }) => verifyOtp(db, { ...body, ip: req.ip, limits: signUpCodeLimits, config }));

  publicRoute(app, contracts.recoverPassword, ({ db, body, req }) => {
    recoverLimit.hit(req.ip, body.userId);
    return recoverPassword(db, body);
  });

  publicRoute(app, contracts.resendOtp, ({ db, params, config }) => resendOtp(db, { code: params.code, config }));

  publicRoute(app, contracts.validateOtp, ({ db, body, params, config, req }) => {
    resetCodeLimit.hit(req.ip, params.code);
    return validateOtp(db, { code: params.code, otp: body.otp, config });
  });

  publicRoute(app, contracts.validateLoginOtp, ({ db, body, config, req }) => validateLoginOtp(db, { ...body, ip: req.ip, limits: loginOtpLimits, config }));

  publicRoute(app, contracts.refreshToken, ({ db, body, config }) => rotateRefreshToken(db, config, body));
}
