import type { FastifyInstance } from 'fastify';
import { DARAJA_PATHS, formatDarajaTimestamp } from '../protocol';
import type { LedgerEntry, SimulatorContext } from './context';
import { createConversationId, createRequestId } from './generate';
import { findMissingField, hasValidToken, isAcceptableUrl, readJsonBody, registerDarajaRoute, sendInvalidField, sendInvalidToken } from './http';

const REQUIRED = ['Initiator', 'SecurityCredential', 'CommandID', 'PartyA', 'IdentifierType', 'ResultURL', 'QueueTimeOutURL', 'Remarks'];
/** Virtual delay before the Result is POSTed. */
const RESULT_DELAY_MS = 2_000;

function resultParameters(entry: LedgerEntry) {
  return [
    { Key: 'ReceiptNo', Value: entry.receiptNumber },
    { Key: 'Amount', Value: entry.amount },
    { Key: 'TransactionStatus', Value: 'Completed' },
    { Key: 'FinalisedTime', Value: Number(formatDarajaTimestamp(new Date(entry.completedAt))) },
    { Key: 'DebitPartyName', Value: `${entry.msisdn.slice(0, 4)}***${entry.msisdn.slice(-3)} - ${entry.firstName}` },
    { Key: 'CreditPartyName', Value: `${entry.shortCode} - Dukani Simulator` },
  ];
}

/**
 * `POST /mpesa/transactionstatus/v1/query` (§9), answered from the simulator's ledger. The initiator's
 * credential is not decrypted: any non-empty value passes. An unknown receipt ends with ResultCode 2001 —
 * a simulator convention; the real code for "no such transaction" is not documented in what we have.
 */
export function registerTransactionStatusRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  registerDarajaRoute(app, ctx, 'transactionstatus', DARAJA_PATHS.transactionStatus, async (req, reply) => {
    if (!hasValidToken(ctx, req)) return sendInvalidToken(reply);
    const body = readJsonBody(req);
    if (!body) return sendInvalidField(reply, 'Initiator');
    const missing = findMissingField(body, REQUIRED);
    if (missing) return sendInvalidField(reply, missing);
    if (body.CommandID !== 'TransactionStatusQuery') return sendInvalidField(reply, 'CommandID');
    const transactionId = typeof body.TransactionID === 'string' ? body.TransactionID.trim() : '';
    if (!transactionId && !body.OriginalConversationID) return sendInvalidField(reply, 'TransactionID');
    if (!['1', '2', '4'].includes(String(body.IdentifierType))) return sendInvalidField(reply, 'IdentifierType');
    if (!isAcceptableUrl(body.ResultURL, ctx.options.enforceUrlWordBan)) return sendInvalidField(reply, 'ResultURL');
    if (!isAcceptableUrl(body.QueueTimeOutURL, ctx.options.enforceUrlWordBan)) return sendInvalidField(reply, 'QueueTimeOutURL');

    const originatorConversationId = createRequestId();
    const conversationId = createConversationId(ctx.clock.now());
    const resultUrl = String(body.ResultURL);
    ctx.clock.schedule(RESULT_DELAY_MS, async () => {
      const entry = ctx.state.ledger.find((e) => e.receiptNumber === transactionId);
      const Result = {
        ResultType: 0,
        ResultCode: entry ? 0 : 2001,
        ResultDesc: entry ? 'The service request is processed successfully.' : 'The transaction receipt number does not exist.',
        OriginatorConversationID: originatorConversationId,
        ConversationID: conversationId,
        TransactionID: transactionId,
        ...(entry ? { ResultParameters: { ResultParameter: resultParameters(entry) } } : {}),
        ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
      };
      await ctx.deliver('transaction-status', resultUrl, { Result }, { transId: transactionId });
    });
    return {
      OriginatorConversationID: originatorConversationId,
      ConversationID: conversationId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
  });
}
