import crypto from 'node:crypto';
import { MAX_ID } from '@dukani/contracts';

export interface StatementLink {
  customerId: number;
  /** YYYY-MM-DD, the statement's first and last day. */
  startDate: string;
  endDate: string;
  /** YYYY-MM-DD after which the link no longer opens. */
  expiresOn: string;
}

/** How long a shared statement opens: long enough to settle a month's account, short enough not to linger. */
export const STATEMENT_LINK_DAYS = 90;

const compactDay = (day: string) => day.replaceAll('-', '');
const fullDay = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update('dukani statement link').digest();
const signatureOf = (secret: string, body: string) => crypto.createHmac('sha256', keyOf(secret)).update(body).digest().subarray(0, 18).toString('base64url');

/**
 * A statement link carries what it shows, signed: no table to keep, and a changed id or date breaks the
 * signature. It reads the ledger when opened, so a payment made since the link was sent is on it.
 */
export function signStatementLink(secret: string, link: StatementLink): string {
  const body = [link.customerId, compactDay(link.startDate), compactDay(link.endDate), compactDay(link.expiresOn)].join('-');
  return `${body}-${signatureOf(secret, body)}`;
}

/** The link's content when the signature holds, else null (an edited or foreign token). */
export function readStatementLink(secret: string, token: string): StatementLink | null {
  const match = /^(\d{1,10})-(\d{8})-(\d{8})-(\d{8})-([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match) return null;
  const body = match.slice(1, 5).join('-');
  const expected = Buffer.from(signatureOf(secret, body));
  const given = Buffer.from(match[5]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const link = { customerId: Number(match[1]), startDate: fullDay(match[2]!), endDate: fullDay(match[3]!), expiresOn: fullDay(match[4]!) };
  // A good signature proves only who signed: a token signed with a leaked or development secret may still carry an
  // id no row can have or a day no calendar has, which the database would refuse with an error rather than "no row".
  if (link.customerId < 1 || link.customerId > MAX_ID) return null;
  if (![link.startDate, link.endDate, link.expiresOn].every(isCalendarDay)) return null;
  return link;
}

/** `YYYY-MM-DD` naming a real day the database can hold (no 30 February, no month 13, no year 0). */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return day >= '0001-01-01' && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
