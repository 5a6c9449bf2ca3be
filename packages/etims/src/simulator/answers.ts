import type { z } from 'zod';
import { formatIssuePath } from '../schemas/common';

/** What a handler returns; the pipeline wraps it in the §1.2 envelope. */
export interface KraAnswer {
  resultCd: string;
  resultMsg?: string;
  data?: unknown;
  httpStatus?: number;
}

/** §12.3 rule 7: the sandbox's wording. */
export const RESULT_MESSAGES: Record<string, string> = {
  '000': 'It is succeeded',
  '001': 'There is no search result',
  '900': 'There is no Header information',
  '901': 'It is not valid device',
  '902': 'This device is installed',
  '903': 'Only OSCU device can be verified',
  '910': 'Request parameter error',
  '911': 'There is no request full text',
  '912': 'There is a request Method error',
  '990': 'The maximum number of look-ups has been exceeded',
  '991': 'There is an error while registering',
  '994': 'There is an overlapped Data',
  '999': 'There is an unknown error. Please ask the administrator',
};

export const succeed = (data: unknown = null): KraAnswer => ({ resultCd: '000', data });
export const noResult = (): KraAnswer => ({ resultCd: '001' });
export const duplicate = (): KraAnswer => ({ resultCd: '994' });
/** `910` naming the first failing field, e.g. `Request parameter error: itemList[0].taxTyCd` (§12.3 rule 5). */
export const invalidField = (field: string, why?: string): KraAnswer => ({
  resultCd: '910',
  resultMsg: `Request parameter error: ${field}${why ? ` (${why})` : ''}`,
});

export type Parsed<T> = { ok: true; value: T } | { ok: false; answer: KraAnswer };

/** Field presence, types and lengths from the shared request schema; unknown extra fields are ignored. */
export function parseRequest<S extends z.ZodType>(schema: S, body: unknown): Parsed<z.infer<S>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, answer: invalidField(issue ? formatIssuePath(issue.path) || 'body' : 'body', issue?.message) };
}
