import crypto from 'node:crypto';

export interface SmsMessage {
  /** E.164 with '+'. */
  to: string;
  message: string;
}

export interface SmsSendResult {
  messageId: string;
  /** The provider's word for the outcome, e.g. `Success`, `Queued`. */
  status: string;
}

/**
 * Why a send failed. `transient`: the same message may succeed later (outage, routing, timeout).
 * `permanent`: retrying cannot help (bad number, blacklist, wrong credentials, empty wallet).
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly kind: 'transient' | 'permanent',
    readonly providerStatusCode?: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }

  get permanent(): boolean {
    return this.kind === 'permanent';
  }
}

/** Hands one message to a provider; throws SmsSendError when it does not take it. */
export interface SmsSender {
  send(message: SmsMessage): Promise<SmsSendResult>;
}

/** Per-recipient statusCode of Africa's Talking (specs/sms-and-phones.md §1.3). */
const ACCEPTED = new Set([100, 101, 102]);
const TRANSIENT = new Set([407, 500, 501, 502]);

export interface AfricasTalkingOptions {
  /** `https://api.africastalking.com/version1`, the sandbox's, or a simulator's `…/version1`. */
  baseUrl: string;
  username: string;
  apiKey: string;
  /** Approved sender ID; omitted means AT's default sender. */
  from?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface AtRecipient {
  statusCode?: unknown;
  number?: unknown;
  status?: unknown;
  messageId?: unknown;
}

function recipientsOf(body: unknown): AtRecipient[] | null {
  if (!body || typeof body !== 'object') return null;
  const data = (body as { SMSMessageData?: unknown }).SMSMessageData;
  if (!data || typeof data !== 'object') return null;
  const recipients = (data as { Recipients?: unknown }).Recipients;
  return Array.isArray(recipients) ? (recipients as AtRecipient[]) : null;
}

const snippet = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/** Africa's Talking bulk SMS over its real HTTP API (form-encoded POST, JSON answer). */
export class AfricasTalkingSms implements SmsSender {
  private readonly fetchImpl: typeof fetch;
  constructor(private readonly options: AfricasTalkingOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  async send({ to, message }: SmsMessage): Promise<SmsSendResult> {
    const form = new URLSearchParams({ username: this.options.username, to, message, bulkSMSMode: '1' });
    if (this.options.from) form.set('from', this.options.from);
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.options.baseUrl.replace(/\/+$/, '')}/messaging`, {
        method: 'POST',
        headers: { apiKey: this.options.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new SmsSendError(`Africa's Talking unreachable: ${err instanceof Error ? err.message : String(err)}`, 'transient');
    }
    // Non-201 answers are often plain text (401 "The supplied authentication is invalid"), never assume JSON.
    const text = await response.text().catch(() => '');
    if (response.status !== 201) {
      const transient = response.status >= 500 || response.status === 429 || response.status === 408;
      throw new SmsSendError(`Africa's Talking answered HTTP ${response.status}: ${snippet(text)}`, transient ? 'transient' : 'permanent');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      // Accepted or not is unknown; a duplicate code is better than none.
      throw new SmsSendError(`Africa's Talking answered 201 with an unreadable body: ${snippet(text)}`, 'transient');
    }
    const recipients = recipientsOf(body);
    if (!recipients) throw new SmsSendError(`Africa's Talking answered 201 without SMSMessageData.Recipients`, 'transient');
    // The order of Recipients is not guaranteed: match the number.
    const recipient = recipients.find((r) => r.number === to) ?? (recipients.length === 1 ? recipients[0] : undefined);
    if (!recipient) {
      const summary = (body as { SMSMessageData: { Message?: unknown } }).SMSMessageData.Message;
      throw new SmsSendError(`Africa's Talking did not accept ${to}: ${snippet(String(summary ?? 'no recipient'))}`, 'permanent');
    }
    const statusCode = Number(recipient.statusCode);
    const status = typeof recipient.status === 'string' ? recipient.status : 'Unknown';
    if (ACCEPTED.has(statusCode)) {
      return { messageId: typeof recipient.messageId === 'string' ? recipient.messageId : 'None', status };
    }
    throw new SmsSendError(`Africa's Talking rejected ${to}: ${statusCode} ${status}`, TRANSIENT.has(statusCode) ? 'transient' : 'permanent', statusCode);
  }
}

/**
 * Development sender: the sms_messages row already IS the outbox (read through /api/Dev/SmsOutbox),
 * so "sending" only has to succeed.
 */
export class OutboxSms implements SmsSender {
  async send(): Promise<SmsSendResult> {
    return { messageId: `outbox-${crypto.randomUUID()}`, status: 'Outbox' };
  }
}

/** The config fields the chooser reads (a subset of the api's Config). */
export interface SmsConfig {
  SMS_PROVIDER: 'outbox' | 'africastalking';
  AT_BASE_URL: string;
  AT_USERNAME: string;
  AT_API_KEY: string;
  AT_SENDER_ID?: string | undefined;
}

/** The one place that picks the SMS implementation from config. */
export function createSmsSender(config: SmsConfig): SmsSender {
  if (config.SMS_PROVIDER === 'africastalking') {
    return new AfricasTalkingSms({
      baseUrl: config.AT_BASE_URL,
      username: config.AT_USERNAME,
      apiKey: config.AT_API_KEY,
      ...(config.AT_SENDER_ID ? { from: config.AT_SENDER_ID } : {}),
    });
  }
  return new OutboxSms();
}
