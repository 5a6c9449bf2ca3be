import crypto from 'node:crypto';
import { formatCheckoutStamp } from '../protocol';

/** Generated identifiers in the shapes of §14.3. */

const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
const digits = (count: number) => Array.from({ length: count }, () => crypto.randomInt(10)).join('');

/**
 * Daraja has used both `29115-34620561-1` and hex groups; alternating keeps clients from depending on either.
 */
export function createMerchantRequestId(sequence: number): string {
  return sequence % 2 === 0 ? `${hex(2)}-${hex(2)}-${hex(2)}-${hex(8).slice(0, 15)}` : `${digits(5)}-${digits(8)}-1`;
}

/** `ws_CO_` + DDMMYYYYHHmmssSSS + the last 9 digits of the phone; bumped a millisecond on a clash. */
export function createCheckoutRequestId(now: Date, phoneNumber: string, isTaken: (id: string) => boolean): string {
  for (let ms = now.getTime(); ; ms += 1) {
    const id = `ws_CO_${formatCheckoutStamp(new Date(ms))}${phoneNumber.slice(-9)}`;
    if (!isTaken(id)) return id;
  }
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHANUMERICS = `${LETTERS}0123456789`;

/** An M-Pesa receipt / TransID: 10 of [A-Z0-9], starting with a letter, never repeated. */
export function createReceiptNumber(used: Set<string>): string {
  for (;;) {
    let receipt = LETTERS[crypto.randomInt(LETTERS.length)]!;
    while (receipt.length < 10) receipt += ALPHANUMERICS[crypto.randomInt(ALPHANUMERICS.length)]!;
    if (!used.has(receipt)) {
      used.add(receipt);
      return receipt;
    }
  }
}

export const createRequestId = () => `${digits(5)}-${digits(8)}-1`;
export const createConversationId = (now: Date) => `AG_${now.toISOString().slice(0, 10).replaceAll('-', '')}_${hex(10)}`;
