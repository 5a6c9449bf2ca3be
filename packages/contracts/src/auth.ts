import { z } from 'zod';
import { defineRoute } from './route';
import { countryCodeSchema, emailSchema, idParam, idSchema, otpSchema, passwordSchema, phoneInputSchema, requiredText } from './common';

const TAG = 'Auth';

export const tokensSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  businessId: z.number().int(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const loginRequestSchema = z.object({
  countryCode: countryCodeSchema,
  username: phoneInputSchema,
  password: z.string({ message: 'is required' }).min(1, 'is required').max(64),
  platform: z.literal('Web', { message: 'must be Web' }).default('Web'),
  trustThisDevice: z.boolean({ message: 'must be true or false' }).default(false),
  /** Added (issue 12): a shop till's device token (T1); a cashier of that shop then needs no SMS code. */
  tillToken: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Tokens at once, or (no trust, or phone not verified) a code was sent: finish with A10. */
export const loginResultSchema = z.object({
  token: z.string().optional(),
  refreshToken: z.string().optional(),
  businessId: z.number().int().optional(),
  otpRequired: z.boolean().optional(),
  userId: z.number().int().optional(),
  code: z.string().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const registrationSchema = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  businessName: requiredText(120),
  phoneNumber: phoneInputSchema,
  email: emailSchema,
  countryCode: countryCodeSchema,
  password: passwordSchema,
});
export type Registration = z.input<typeof registrationSchema>;

export const completeRegistrationSchema = z
  .object({ userId: idSchema, password: passwordSchema, confirmPassword: z.string({ message: 'is required' }) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'must match password' });

export const validatePhone = defineRoute({
  id: 'A1',
  method: 'POST',
  path: '/api/Auth/ValidatePhone',
  tag: TAG,
  auth: 'pub',
  summary: 'Is this phone registered?',
  body: z.object({ countryCode: countryCodeSchema, phonenumber: phoneInputSchema }),
  result: z.object({ registered: z.boolean() }),
});

export const login = defineRoute({
  id: 'A2',
  method: 'POST',
  path: '/api/Auth/Login',
  tag: TAG,
  auth: 'pub',
  summary: 'Sign in; with trustThisDevice false a one-time code is sent (finish with A10)',
  body: loginRequestSchema,
  result: loginResultSchema,
});

export const register = defineRoute({
  id: 'A3',
  method: 'POST',
  path: '/api/Auth/Register',
  tag: TAG,
  auth: 'pub',
  summary: 'Self sign-up: tenant, Owner user, first business, default currency and settings; sends a code',
  body: registrationSchema,
  result: z.object({ userId: z.number().int(), code: z.string() }),
});

export const completeRegistration = defineRoute({
  id: 'A4',
  method: 'POST',
  path: '/api/Auth/CompleteRegistration/{token}',
  tag: TAG,
  auth: 'pub',
  summary: 'An invited user sets a password',
  params: z.object({ token: z.string().min(1) }),
  body: completeRegistrationSchema,
  /** phoneNumber† and countryCode† added (issue 36): the sign-in screen that follows starts with the phone filled in. */
  result: z.object({ userId: z.number().int(), phoneNumber: z.string(), countryCode: z.string() }),
});

/** What the invitation page shows before the password is chosen: whose shop, and for whom. */
export const invitationSchema = z.object({
  businessName: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  countryCode: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const getInvitation = defineRoute({
  id: 'A12',
  method: 'GET',
  path: '/api/Auth/GetInvitation/{token}',
  tag: TAG,
  auth: 'pub',
  summary: 'Added (issue 36): the shop an invite link (F4) is for, so the page names it; an unknown, used or expired link is 404 as at A4',
  params: z.object({ token: z.string().min(1).max(200) }),
  query: z.object({ userId: idParam }),
  result: invitationSchema,
});

export const resetPassword = defineRoute({
  id: 'A5',
  method: 'POST',
  path: '/api/Auth/ResetPassword',
  tag: TAG,
  auth: 'pub',
  summary: 'Forgotten password: send a code',
  body: z.object({ phonenumber: phoneInputSchema, countrycode: countryCodeSchema }),
  result: z.object({ code: z.string() }),
});

export const verifyOtp = defineRoute({
  id: 'A6',
  method: 'POST',
  path: '/api/Auth/VerifyOtp',
  tag: TAG,
  auth: 'pub',
  summary: 'Confirm the phone after sign-up; the answer carries the session, so the new owner goes straight into the shop',
  body: z.object({ otp: otpSchema, userId: idSchema }),
  /** Added (issue 36): the tokens of A10, so sign-up takes one code and no second sign-in. */
  result: tokensSchema.extend({ verified: z.literal(true) }),
});

export const recoverPassword = defineRoute({
  id: 'A7',
  method: 'POST',
  path: '/api/Auth/RecoverPassword',
  tag: TAG,
  auth: 'pub',
  summary: 'Set a new password with the single-use resetToken of a successful A9, within 10 minutes; ends every session',
  // Optional in the schema: a missing token is the same refusal as a wrong one (403 OTP_NOT_VERIFIED, API.md A7).
  body: z.object({ userId: idSchema, newpin: passwordSchema, resetToken: z.string().max(200).optional() }),
  result: z.null(),
});

export const resendOtp = defineRoute({
  id: 'A8',
  method: 'POST',
  path: '/api/Auth/ResendOtp/{code}',
  tag: TAG,
  auth: 'pub',
  summary: 'Send the pending code again',
  params: z.object({ code: z.string().min(1) }),
  result: z.object({ code: z.string() }),
});

export const validateOtp = defineRoute({
  id: 'A9',
  method: 'POST',
  path: '/api/Auth/ValidateOtp/{code}',
  tag: TAG,
  auth: 'pub',
  summary: 'Check a password-reset code',
  params: z.object({ code: z.string().min(1) }),
  body: z.object({ otp: otpSchema }),
  result: z.object({ userId: z.number().int(), resetToken: z.string() }),
});

export const validateLoginOtp = defineRoute({
  id: 'A10',
  method: 'POST',
  path: '/api/Auth/ValidateLoginOtp',
  tag: TAG,
  auth: 'pub',
  summary: 'Finish a sign-in started by A2; marks the phone verified',
  body: z.object({ userId: idSchema, otp: otpSchema }),
  result: tokensSchema,
});

export const refreshToken = defineRoute({
  id: 'A11',
  method: 'POST',
  path: '/api/Auth/RefreshToken',
  tag: TAG,
  auth: 'pub',
  summary: 'Exchange the refresh token for a new pair (rotation with reuse detection)',
  body: z.object({ refreshToken: z.string({ message: 'is required' }).min(1, 'is required') }),
  result: tokensSchema,
});

/** Claims of the access token (API.md §1.2). */
export const tokenClaimsSchema = z.object({
  exp: z.number(),
  userid: z.number(),
  businessId: z.number(),
  tenantId: z.number(),
  /** The user's token version when it was issued; a password change or reset raises it (API.md A7, B3). */
  tv: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
