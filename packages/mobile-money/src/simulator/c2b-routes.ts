import type { FastifyInstance } from 'fastify';
import { codeToString, DARAJA_PATHS, formatDarajaTimestamp, type C2BApiVersion } from '../protocol';
import type { C2BRegistration, SimulatorContext } from './context';
import { createReceiptNumber, createRequestId } from './generate';
import {
  findMissingField,
  hasValidToken,
  isAcceptableUrl,
  MSISDN,
  readJsonBody,
  readWholeAmount,
  registerDarajaRoute,
  sendInvalidField,
  sendInvalidToken,
} from './http';

const COMMAND_IDS: Record<string, string> = { CustomerPayBillOnline: 'Pay Bill', CustomerBuyGoodsOnline: 'Buy Goods' };
/** Virtual delay between simulate's answer and the first callback. */
const PAYMENT_DELAY_MS = 1_000;
const FIRST_NAMES = ['JANE', 'JOHN', 'AMINA', 'PETER', 'GRACE'];

interface C2BPayment {
  shortCode: string;
  transactionType: string;
  amount: number;
  msisdn: string;
  billRef: string;
}

/** v2 registrations get masked MSISDNs (`2547 ***** 678`), v1 the plain number: a simulator convention. */
const msisdnFor = (registration: C2BRegistration, msisdn: string) =>
  registration.version === 'v2' ? `${msisdn.slice(0, 4)} ***** ${msisdn.slice(-3)}` : msisdn;

const isAccepted = (status: number) => status >= 200 && status < 300;

/** Validation (when on and the URL answers), then confirmation, as M-Pesa runs a till or paybill payment. */
async function runPayment(ctx: SimulatorContext, payment: C2BPayment): Promise<void> {
  const transId = createReceiptNumber(ctx.state.usedReceipts);
  const firstName = FIRST_NAMES[Number(payment.msisdn.slice(-1)) % FIRST_NAMES.length]!;
  const registration = ctx.state.registrations.get(payment.shortCode);
  const complete = () => {
    const balance = (ctx.state.balances.get(payment.shortCode) ?? 0) + payment.amount;
    ctx.state.balances.set(payment.shortCode, balance);
    ctx.state.ledger.push({
      receiptNumber: transId,
      amount: payment.amount,
      msisdn: payment.msisdn,
      shortCode: payment.shortCode,
      firstName,
      completedAt: ctx.clock.nowMs(),
    });
    return balance;
  };
  // Without registered URLs M-Pesa simply completes the payment and tells nobody (§8.3).
  if (!registration) {
    complete();
    return;
  }
  const base = {
    TransactionType: payment.transactionType,
    TransID: transId,
    TransTime: formatDarajaTimestamp(ctx.clock.now()),
    TransAmount: payment.amount.toFixed(2),
    BusinessShortCode: payment.shortCode,
    BillRefNumber: payment.billRef,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: msisdnFor(registration, payment.msisdn),
    FirstName: firstName,
    MiddleName: '',
    LastName: '',
  };
  let thirdPartyTransId = '';
  if (ctx.options.c2bExternalValidation && !ctx.state.validationDisabled.has(payment.shortCode)) {
    const sent = await ctx.deliver('c2b-validation', registration.validationUrl, base, { transId });
    const answer = sent.response;
    if (!answer || !isAccepted(answer.status)) {
      // Unreachable validation: the registered ResponseType decides.
      if (registration.responseType === 'Cancelled') return;
    } else {
      const fields = answer.body && typeof answer.body === 'object' ? (answer.body as Record<string, unknown>) : {};
      if (codeToString(fields.ResultCode) !== '0') return;
      if (typeof fields.ThirdPartyTransID === 'string') thirdPartyTransId = fields.ThirdPartyTransID;
    }
  }
  const balance = complete();
  await ctx.deliver(
    'c2b-confirmation',
    registration.confirmationUrl,
    { ...base, OrgAccountBalance: balance.toFixed(2), ThirdPartyTransID: thirdPartyTransId },
    { transId },
  );
}

export function registerC2BRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  for (const version of ['v1', 'v2'] as C2BApiVersion[]) {
    registerDarajaRoute(app, ctx, 'registerurl', DARAJA_PATHS.registerUrl(version), async (req, reply) => {
      if (!hasValidToken(ctx, req)) return sendInvalidToken(reply);
      const body = readJsonBody(req);
      if (!body) return sendInvalidField(reply, 'ShortCode');
      const missing = findMissingField(body, ['ShortCode', 'ResponseType', 'ConfirmationURL', 'ValidationURL']);
      if (missing) return sendInvalidField(reply, missing);
      const shortCode = String(body.ShortCode);
      if (!ctx.options.c2bShortCodes.has(shortCode)) return sendInvalidField(reply, 'ShortCode');
      // Exactly these spellings (§8.1).
      if (body.ResponseType !== 'Completed' && body.ResponseType !== 'Cancelled') return sendInvalidField(reply, 'ResponseType');
      if (!isAcceptableUrl(body.ConfirmationURL, ctx.options.enforceUrlWordBan)) return sendInvalidField(reply, 'ConfirmationURL');
      if (!isAcceptableUrl(body.ValidationURL, ctx.options.enforceUrlWordBan)) return sendInvalidField(reply, 'ValidationURL');
      ctx.state.registrations.set(shortCode, {
        shortCode,
        responseType: body.ResponseType,
        confirmationUrl: String(body.ConfirmationURL),
        validationUrl: String(body.ValidationURL),
        version,
      });
      // The misspelt key is Safaricom's own.
      return { OriginatorCoversationID: createRequestId(), ResponseCode: '0', ResponseDescription: 'Success' };
    });

    registerDarajaRoute(app, ctx, 'simulate', DARAJA_PATHS.simulate(version), async (req, reply) => {
      if (!hasValidToken(ctx, req)) return sendInvalidToken(reply);
      const body = readJsonBody(req);
      if (!body) return sendInvalidField(reply, 'ShortCode');
      const missing = findMissingField(body, ['ShortCode', 'CommandID', 'Amount', 'Msisdn']);
      if (missing) return sendInvalidField(reply, missing);
      const shortCode = String(body.ShortCode);
      if (!ctx.options.c2bShortCodes.has(shortCode)) return sendInvalidField(reply, 'ShortCode');
      const transactionType = COMMAND_IDS[String(body.CommandID)];
      if (!transactionType) return sendInvalidField(reply, 'CommandID');
      const amount = readWholeAmount(body.Amount);
      if (amount === null) return sendInvalidField(reply, 'Amount');
      const msisdn = String(body.Msisdn);
      if (!MSISDN.test(msisdn)) return sendInvalidField(reply, 'Msisdn');
      // Buy goods has no account number.
      const billRef = transactionType === 'Pay Bill' && typeof body.BillRefNumber === 'string' ? body.BillRefNumber : '';
      ctx.clock.schedule(PAYMENT_DELAY_MS, () => runPayment(ctx, { shortCode, transactionType, amount, msisdn, billRef }));
      ctx.log.info({ shortCode, amount, msisdn }, 'c2b payment simulated');
      return { OriginatorCoversationID: createRequestId(), ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' };
    });
  }
}
