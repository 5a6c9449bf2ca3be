import { DarajaError, errorFromResponse, INVALID_TOKEN_CODES, snippet } from './errors';
import { codeToString, createStkPassword, DARAJA_PATHS, formatDarajaTimestamp, isDarajaErrorEnvelope, resultCodeToNumber } from './protocol';
import type { DarajaConfig, RegisterC2BUrlsRequest, StkPushAccepted, StkPushRequest, StkQueryAnswer } from './types';

/** Refresh a token this long before Daraja says it expires (§2). */
const REFRESH_MARGIN_MS = 60_000;
const DEFAULT_TOKEN_TTL_SECONDS = 3599;

/** Failures where the request cannot have reached Daraja: trying again cannot pay twice. */
const NOT_CONNECTED_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

interface HttpAnswer {
  status: number;
  text: string;
  /** The parsed JSON, or undefined when the body is not JSON. */
  body: unknown;
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => !!value && typeof value === 'object' && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function causeCodeOf(err: unknown): string | undefined {
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

const isTimeout = (err: unknown) => err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

/** Safaricom Daraja over its real HTTP API (specs/mpesa-daraja.md §2–§5, §8). */
export class DarajaClient {
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => Date;
  private readonly baseUrl: string;
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(private readonly config: DarajaConfig) {
    this.fetchImpl = config.fetch ?? fetch;
    this.now = config.now ?? (() => new Date());
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
  }

  /** A cached token until 60 s before expiry; concurrent callers share one refresh. */
  async getAccessToken(): Promise<string> {
    if (this.token && this.now().getTime() < this.token.expiresAt - REFRESH_MARGIN_MS) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  async stkPush(request: StkPushRequest): Promise<StkPushAccepted> {
    if (!Number.isInteger(request.amount) || request.amount < 1) {
      // Daraja takes whole shillings only; rounding is the caller's decision, never ours.
      throw new DarajaError('rejected', `Amount must be a whole number of KES of at least 1, got ${request.amount}`, {
        field: 'Amount',
        reason: 'invalid-field',
      });
    }
    const timestamp = formatDarajaTimestamp(this.now());
    const answer = await this.post(
      DARAJA_PATHS.stkPush,
      {
        BusinessShortCode: this.config.shortCode,
        Password: createStkPassword(this.config.shortCode, this.config.passkey, timestamp),
        Timestamp: timestamp,
        TransactionType: this.config.transactionType,
        Amount: request.amount,
        PartyA: request.phoneNumber,
        PartyB: this.config.partyB ?? this.config.shortCode,
        PhoneNumber: request.phoneNumber,
        CallBackURL: request.callbackUrl,
        AccountReference: request.accountReference,
        TransactionDesc: request.transactionDesc,
      },
      { isPush: true },
    );
    if (answer.status >= 300) {
      // A gateway timeout without Daraja's envelope may hide a push that went through.
      if (answer.status === 504 && !isDarajaErrorEnvelope(answer.body)) {
        throw new DarajaError('timeout', `Daraja's gateway timed out on the push (HTTP 504); a prompt may have been sent`, { httpStatus: 504 });
      }
      throw errorFromResponse(answer.status, answer.body, answer.text);
    }
    const body = isRecord(answer.body) ? answer.body : {};
    const responseCode = codeToString(body.ResponseCode);
    const checkoutRequestId = body.CheckoutRequestID;
    if (responseCode !== null && responseCode !== '0') {
      const description = typeof body.ResponseDescription === 'string' ? body.ResponseDescription : '';
      throw new DarajaError('rejected', `Daraja did not accept the push: ${responseCode} ${description}`.trim(), {
        httpStatus: answer.status,
        errorCode: responseCode,
        errorMessage: description,
        reason: 'other',
      });
    }
    if (responseCode === null || typeof checkoutRequestId !== 'string' || !checkoutRequestId) {
      throw new DarajaError(
        'timeout',
        `Daraja answered the push with HTTP ${answer.status} and an unreadable body; a prompt may have been sent: ${snippet(answer.text)}`,
        {
          httpStatus: answer.status,
        },
      );
    }
    return {
      merchantRequestId: typeof body.MerchantRequestID === 'string' ? body.MerchantRequestID : '',
      checkoutRequestId,
      customerMessage: typeof body.CustomerMessage === 'string' ? body.CustomerMessage : '',
      responseCode,
    };
  }

  async stkQuery(checkoutRequestId: string): Promise<StkQueryAnswer> {
    const timestamp = formatDarajaTimestamp(this.now());
    const answer = await this.post(DARAJA_PATHS.stkQuery, {
      BusinessShortCode: this.config.shortCode,
      Password: createStkPassword(this.config.shortCode, this.config.passkey, timestamp),
      Timestamp: timestamp,
      CheckoutRequestID: checkoutRequestId,
    });
    if (answer.status >= 300) {
      // While the customer has not answered, Daraja says so with an error envelope (§5.2).
      const body = answer.body;
      if (isDarajaErrorEnvelope(body) && body.errorCode === '500.001.1001' && /being processed/i.test(body.errorMessage)) {
        return { state: 'pending' };
      }
      throw errorFromResponse(answer.status, body, answer.text);
    }
    const body = isRecord(answer.body) ? answer.body : {};
    const rawResultCode = codeToString(body.ResultCode);
    if (rawResultCode === null) {
      throw new DarajaError('unavailable', `Daraja answered the query without a ResultCode: ${snippet(answer.text)}`, { httpStatus: answer.status });
    }
    // 4999 "still under processing" is reported by one source as an HTTP 200 variant of §5.2.
    if (rawResultCode === '4999') return { state: 'pending' };
    return {
      state: 'final',
      resultCode: resultCodeToNumber(rawResultCode),
      rawResultCode,
      resultDesc: typeof body.ResultDesc === 'string' ? body.ResultDesc : '',
    };
  }

  async registerC2BUrls(request: RegisterC2BUrlsRequest): Promise<void> {
    const answer = await this.post(DARAJA_PATHS.registerUrl(this.config.c2bApiVersion ?? 'v1'), {
      ShortCode: request.shortCode,
      ResponseType: request.responseType,
      ConfirmationURL: request.confirmationUrl,
      ValidationURL: request.validationUrl,
    });
    if (answer.status >= 300) throw errorFromResponse(answer.status, answer.body, answer.text);
    const body = isRecord(answer.body) ? answer.body : {};
    const responseCode = codeToString(body.ResponseCode);
    if (responseCode !== '0') {
      throw new DarajaError('rejected', `Daraja did not register the URLs: ${snippet(answer.text)}`, {
        httpStatus: answer.status,
        ...(responseCode ? { errorCode: responseCode } : {}),
        reason: 'other',
      });
    }
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.config.consumerKey}:${this.config.consumerSecret}`).toString('base64');
    let answer: HttpAnswer;
    try {
      answer = await this.send(`${DARAJA_PATHS.token}?grant_type=client_credentials`, { method: 'GET', headers: { Authorization: `Basic ${basic}` } });
    } catch (err) {
      // Asking for a token changes nothing at Daraja, so even a timeout is only "try later".
      throw new DarajaError('unavailable', `Daraja token call failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (answer.status !== 200) {
      const error = errorFromResponse(answer.status, answer.body, answer.text);
      throw error.kind === 'rejected' ? new DarajaError('auth', error.message, error) : error;
    }
    const body = isRecord(answer.body) ? answer.body : {};
    if (typeof body.access_token !== 'string' || !body.access_token) {
      throw new DarajaError('unavailable', `Daraja token answer has no access_token: ${snippet(answer.text)}`, { httpStatus: answer.status });
    }
    // expires_in comes as a string ("3599").
    const seconds = Number(body.expires_in);
    const ttl = Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_TOKEN_TTL_SECONDS;
    this.token = { value: body.access_token, expiresAt: this.now().getTime() + ttl * 1000 };
    return body.access_token;
  }

  /** A business call with the bearer token; an invalid-token answer gets one fresh token and one retry. */
  private async post(path: string, payload: Fields, options: { isPush?: boolean } = {}): Promise<HttpAnswer> {
    const attempt = async (token: string) => {
      try {
        return await this.send(path, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(payload),
        });
      } catch (err) {
        throw this.networkError(err, options.isPush === true);
      }
    };
    const token = await this.getAccessToken();
    const answer = await attempt(token);
    if (!(isDarajaErrorEnvelope(answer.body) && INVALID_TOKEN_CODES.has(answer.body.errorCode))) return answer;
    if (this.token?.value === token) this.token = null;
    return attempt(await this.getAccessToken());
  }

  private async send(pathAndQuery: string, init: RequestInit): Promise<HttpAnswer> {
    const response = await this.fetchImpl(`${this.baseUrl}${pathAndQuery}`, { ...init, signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000) });
    const text = await response.text();
    return { status: response.status, text, body: parseJson(text) };
  }

  private networkError(err: unknown, isPush: boolean): DarajaError {
    const detail = err instanceof Error ? err.message : String(err);
    if (isTimeout(err)) return new DarajaError('timeout', `Daraja did not answer within ${this.config.timeoutMs ?? 30_000} ms; the outcome is unknown`);
    const code = causeCodeOf(err);
    if (isPush && !(code && NOT_CONNECTED_CODES.has(code))) {
      // The connection broke after the push may have been sent: as unknown as a timeout.
      return new DarajaError('timeout', `The connection to Daraja broke during the push (${code ?? detail}); a prompt may have been sent`);
    }
    return new DarajaError('unavailable', `Daraja unreachable: ${code ?? detail}`);
  }
}
