import type { FastifyInstance, FastifyReply } from 'fastify';
import { createStkPassword, DARAJA_PATHS, formatDarajaTimestamp } from '../protocol';
import type { SimulatedPush, SimulatorContext } from './context';
import { createCheckoutRequestId, createMerchantRequestId, createReceiptNumber } from './generate';
import {
  findMissingField,
  hasValidToken,
  isAcceptableUrl,
  MSISDN,
  readJsonBody,
  readWholeAmount,
  registerDarajaRoute,
  sendDarajaError,
  sendInvalidField,
  sendInvalidToken,
  type Fields,
} from './http';
import { describeResult, scenarioForPhone, STK_SCENARIO_PLANS, type StkScenarioPlan } from './scenarios';

/** §14.2 rule 3: every field of §3.1 but TransactionDesc, in the order Daraja names them. */
const PUSH_REQUIRED = [
  'BusinessShortCode',
  'Password',
  'Timestamp',
  'TransactionType',
  'Amount',
  'PartyA',
  'PartyB',
  'PhoneNumber',
  'CallBackURL',
  'AccountReference',
];
const QUERY_REQUIRED = ['BusinessShortCode', 'Password', 'Timestamp', 'CheckoutRequestID'];
const TRANSACTION_TYPES = new Set(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']);
/** How long an unanswered prompt keeps the phone locked; a push that never ends must not lock it for ever. */
const PROMPT_WINDOW_MS = 90_000;

/** Rules 4–5: a known shortcode and the Password built from its passkey. Answers the error, or null when fine. */
function checkCredentials(ctx: SimulatorContext, body: Fields, reply: FastifyReply) {
  const shortCode = String(body.BusinessShortCode);
  const passkey = /^\d{5,7}$/.test(shortCode) ? ctx.options.shortCodes.get(shortCode) : undefined;
  if (passkey === undefined) return sendDarajaError(reply, '500.001.1001', 'Merchant does not exist');
  const timestamp = String(body.Timestamp);
  if (!/^\d{14}$/.test(timestamp) || body.Password !== createStkPassword(shortCode, passkey, timestamp)) {
    return sendDarajaError(reply, '500.001.1001', 'Wrong credentials');
  }
  return null;
}

function isPromptOpen(ctx: SimulatorContext, push: SimulatedPush): boolean {
  return !push.result && ctx.clock.nowMs() - Date.parse(push.createdAt) < PROMPT_WINDOW_MS;
}

function buildCallbackBody(push: SimulatedPush) {
  const result = push.result!;
  const stkCallback: Fields = {
    MerchantRequestID: push.merchantRequestId,
    CheckoutRequestID: push.checkoutRequestId,
    // A number in callbacks, a string in queries (§14.3).
    ResultCode: result.resultCode,
    ResultDesc: describeResult(result.resultCode, 'callback'),
  };
  if (result.resultCode === 0) {
    stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: result.paidAmount },
        { Name: 'MpesaReceiptNumber', Value: result.receiptNumber },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: Number(formatDarajaTimestamp(new Date(result.decidedAt))) },
        { Name: 'PhoneNumber', Value: Number(push.phoneNumber) },
      ],
    };
  }
  return { Body: { stkCallback } };
}

function schedule(ctx: SimulatorContext, push: SimulatedPush, plan: StkScenarioPlan): void {
  const { resultCode } = plan;
  if (resultCode === undefined) return;
  ctx.clock.schedule(plan.resultAfterMs, () => {
    const decidedAt = ctx.clock.now();
    push.result = { resultCode, decidedAt: decidedAt.toISOString() };
    if (resultCode !== 0) return;
    // The tamper scenario: the customer paid a different amount than asked (stays ≥ 1).
    const paidAmount = plan.isAmountTampered ? (push.amount > 1 ? push.amount - 1 : push.amount + 1) : push.amount;
    const receiptNumber = createReceiptNumber(ctx.state.usedReceipts);
    Object.assign(push.result, { receiptNumber, paidAmount });
    ctx.state.ledger.push({
      receiptNumber,
      amount: paidAmount,
      msisdn: push.phoneNumber,
      shortCode: push.shortCode,
      firstName: 'JANE',
      completedAt: decidedAt.getTime(),
    });
  });
  for (const at of plan.callbacksAtMs) {
    ctx.clock.schedule(at, async () => {
      if (!push.result) return;
      await ctx.deliver('stk', push.callbackUrl, buildCallbackBody(push), { checkoutRequestId: push.checkoutRequestId });
    });
  }
}

export function registerStkRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  registerDarajaRoute(app, ctx, 'stkpush', DARAJA_PATHS.stkPush, async (req, reply) => {
    if (!hasValidToken(ctx, req)) return sendInvalidToken(reply);
    // A body that is not JSON fails like a field would: Daraja names the first one it cannot read.
    const body = readJsonBody(req);
    if (!body) return sendInvalidField(reply, 'BusinessShortCode');
    const missing = findMissingField(body, PUSH_REQUIRED);
    if (missing) return sendInvalidField(reply, missing);
    const refused = checkCredentials(ctx, body, reply);
    if (refused) return refused;
    if (!TRANSACTION_TYPES.has(String(body.TransactionType))) return sendInvalidField(reply, 'TransactionType');
    const amount = readWholeAmount(body.Amount);
    if (amount === null) return sendInvalidField(reply, 'Amount');
    const phoneNumber = String(body.PhoneNumber);
    if (!MSISDN.test(phoneNumber)) return sendInvalidField(reply, 'PhoneNumber');
    if (!MSISDN.test(String(body.PartyA))) return sendInvalidField(reply, 'PartyA');
    if (!isAcceptableUrl(body.CallBackURL, ctx.options.enforceUrlWordBan)) return sendInvalidField(reply, 'CallBackURL');
    const accountReference = String(body.AccountReference);
    if (accountReference.length > 12) return sendInvalidField(reply, 'AccountReference');
    if (body.TransactionDesc !== undefined && body.TransactionDesc !== null && String(body.TransactionDesc).length > 13) {
      return sendInvalidField(reply, 'TransactionDesc');
    }
    const isLocked = [...ctx.state.pushes.values()].some((p) => p.phoneNumber === phoneNumber && isPromptOpen(ctx, p));
    if (isLocked) {
      return sendDarajaError(reply, '500.001.1001', 'Unable to lock subscriber, a transaction is already in process for the current subscriber');
    }

    const scenario = ctx.state.scenarioOverrides.shift() ?? scenarioForPhone(phoneNumber);
    const plan = STK_SCENARIO_PLANS[scenario];
    if (plan.syncError) {
      ctx.log.info({ phoneNumber, scenario }, 'stk push refused');
      return sendDarajaError(reply, plan.syncError.errorCode, plan.syncError.errorMessage, { httpStatus: plan.syncError.httpStatus });
    }
    const now = ctx.clock.now();
    const push: SimulatedPush = {
      checkoutRequestId: createCheckoutRequestId(now, phoneNumber, (id) => ctx.state.pushes.has(id)),
      merchantRequestId: createMerchantRequestId(ctx.state.sequence++),
      shortCode: String(body.BusinessShortCode),
      phoneNumber,
      amount,
      accountReference,
      callbackUrl: String(body.CallBackURL),
      scenario,
      createdAt: now.toISOString(),
    };
    ctx.state.pushes.set(push.checkoutRequestId, push);
    schedule(ctx, push, plan);
    ctx.log.info({ checkoutRequestId: push.checkoutRequestId, phoneNumber, amount, scenario }, 'stk push accepted');
    return {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    };
  });

  registerDarajaRoute(app, ctx, 'stkquery', DARAJA_PATHS.stkQuery, async (req, reply) => {
    if (!hasValidToken(ctx, req)) return sendInvalidToken(reply);
    const body = readJsonBody(req);
    if (!body) return sendInvalidField(reply, 'BusinessShortCode');
    const missing = findMissingField(body, QUERY_REQUIRED);
    if (missing) return sendInvalidField(reply, missing);
    const refused = checkCredentials(ctx, body, reply);
    if (refused) return refused;
    const checkoutRequestId = String(body.CheckoutRequestID);
    const push = ctx.state.pushes.get(checkoutRequestId);
    if (!push || push.shortCode !== String(body.BusinessShortCode)) return sendInvalidField(reply, 'CheckoutRequestID');
    if (!push.result) return sendDarajaError(reply, '500.001.1001', 'The transaction is being processed', { requestId: checkoutRequestId });
    return {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successfully',
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: String(push.result.resultCode),
      ResultDesc: describeResult(push.result.resultCode, 'query'),
    };
  });
}
