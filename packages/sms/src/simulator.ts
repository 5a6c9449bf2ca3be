import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

/** A local twin of Africa's Talking bulk SMS, per specs/sms-and-phones.md §1.6. */
export interface SmsSimulatorOptions {
  apiKey: string;
  username: string;
  /** When set, a delivery report is POSTed here 2 s after each accepted message. */
  dlrUrl?: string;
  dlrDelayMs?: number;
  logger?: boolean;
}

export interface SimulatedSms {
  messageId: string;
  to: string;
  from: string | null;
  message: string;
  at: string;
}

/** Number endings that fail on purpose, so tests can reach every branch of a client. */
const FAULTS: Record<string, { statusCode: number; status: string }> = {
  '99': { statusCode: 403, status: 'InvalidPhoneNumber' },
  '98': { statusCode: 406, status: 'UserInBlacklist' },
  '97': { statusCode: 405, status: 'InsufficientBalance' },
  '96': { statusCode: 500, status: 'InternalServerError' },
};

const CURRENCY_BY_PREFIX: [string, string][] = [
  ['+254', 'KES'],
  ['+256', 'UGX'],
  ['+250', 'RWF'],
];

function costOf(number: string): string {
  const currency = CURRENCY_BY_PREFIX.find(([prefix]) => number.startsWith(prefix))?.[1] ?? 'KES';
  return `${currency} 0.8000`;
}

export function buildSmsSimulator(options: SmsSimulatorOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  const outbox: SimulatedSms[] = [];

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const sendDlr = (sms: SimulatedSms) => {
    if (!options.dlrUrl) return;
    const url = options.dlrUrl;
    const timer = setTimeout(() => {
      const form = new URLSearchParams({ id: sms.messageId, status: 'Success', phoneNumber: sms.to, networkCode: '63902', retryCount: '0' });
      fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() }).catch(() => {});
    }, options.dlrDelayMs ?? 2000);
    timer.unref();
  };

  // The path is the same on the live and sandbox hosts, so one base-URL switch covers both.
  app.post('/version1/messaging', async (req, reply) => {
    const form = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, string | undefined>;
    const apiKey = req.headers.apikey;
    if (apiKey !== options.apiKey || form.username !== options.username) {
      return reply.status(401).type('text/plain').send('The supplied authentication is invalid');
    }
    if (!form.to || !form.message) {
      return reply.status(400).type('text/plain').send('Request is missing required form field: to and message');
    }
    const from = form.from ?? null;
    const recipients = form.to.split(',').map((raw) => {
      const number = raw.trim();
      if (!/^\+\d{7,15}$/.test(number)) {
        return { statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' };
      }
      const fault = FAULTS[number.slice(-2)];
      if (fault) return { ...fault, number, cost: '0', messageId: 'None' };
      const sms: SimulatedSms = {
        messageId: `ATXid_${crypto.randomBytes(16).toString('hex')}`,
        to: number,
        from,
        message: form.message!,
        at: new Date().toISOString(),
      };
      outbox.unshift(sms);
      sendDlr(sms);
      return { statusCode: 101, number, status: 'Success', cost: costOf(number), messageId: sms.messageId };
    });
    const sent = recipients.filter((r) => r.statusCode === 101).length;
    // Always 201, even when every recipient failed: the caller must read each statusCode.
    return reply.status(201).send({
      SMSMessageData: { Message: `Sent to ${sent}/${recipients.length} Total Cost: KES ${(sent * 0.8).toFixed(4)}`, Recipients: recipients },
    });
  });

  app.get('/__sim/sms/outbox', async (req) => {
    const to = (req.query as { to?: string }).to;
    return to ? outbox.filter((sms) => sms.to === to) : outbox;
  });

  app.delete('/__sim/sms/outbox', async () => {
    outbox.length = 0;
    return { cleared: true };
  });

  return app;
}
