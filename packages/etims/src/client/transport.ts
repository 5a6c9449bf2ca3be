import { EtimsError, outcomeOfLostAnswer, snippet } from '../errors';
import type { EtimsEndpoint } from '../protocol';
import { envelopeSchema, type EtimsEnvelope } from '../schemas/common';
import { DEFAULT_TIMEOUT_MS, ITEM_CLASS_TIMEOUT_MS, type EtimsClientConfig } from './config';

/** Errors where the request cannot have reached the authority: sending again cannot duplicate anything. */
const NOT_CONNECTED_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

function causeCodeOf(err: unknown): string | undefined {
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface EnvelopeAnswer {
  envelope: EtimsEnvelope;
  httpStatus: number;
}

export function timeoutOf(config: EtimsClientConfig, endpoint: EtimsEndpoint): number {
  return config.endpointTimeoutsMs?.[endpoint] ?? (endpoint === 'selectItemClsList' ? ITEM_CLASS_TIMEOUT_MS : (config.timeoutMs ?? DEFAULT_TIMEOUT_MS));
}

/**
 * One POST and its envelope. Anything that is not a KRA envelope becomes an EtimsError whose kind says whether
 * the authority may have acted (§1 transport errors, §11.1).
 */
export async function postEnvelope(
  config: EtimsClientConfig,
  endpoint: EtimsEndpoint,
  body: unknown,
  headers: Record<string, string>,
): Promise<EnvelopeAnswer> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/${config.paths?.[endpoint] ?? endpoint}`;
  const timeoutMs = timeoutOf(config, endpoint);
  const authorization = config.getAuthorization ? await config.getAuthorization() : null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let httpStatus: number;
  let text: string;
  try {
    const response = await (config.fetch ?? fetch)(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...headers,
        ...(authorization ? { Authorization: `Bearer ${authorization}` } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    httpStatus = response.status;
    text = await response.text();
  } catch (err) {
    throw networkError(endpoint, err, controller.signal.aborted, timeoutMs);
  } finally {
    clearTimeout(timer);
  }
  const parsed = envelopeSchema.safeParse(parseJson(text));
  if (parsed.success) return { envelope: parsed.data, httpStatus };
  const detail = `${endpoint} answered HTTP ${httpStatus} without a KRA envelope: ${snippet(text) || '(empty body)'}`;
  // A 4xx page means our path or method is wrong (config), unless it is a throttle or a proxy timeout.
  if (httpStatus >= 400 && httpStatus < 500 && httpStatus !== 408 && httpStatus !== 429) {
    throw new EtimsError('refused', endpoint, detail, { resultCd: 'HTTP', httpStatus });
  }
  // A gateway page or HTML maintenance notice: for a numbered write the authority may still have taken it.
  throw new EtimsError(outcomeOfLostAnswer(endpoint), endpoint, detail, { resultCd: 'JSON', httpStatus });
}

function networkError(endpoint: EtimsEndpoint, err: unknown, isTimedOut: boolean, timeoutMs: number): EtimsError {
  if (isTimedOut) {
    return new EtimsError(outcomeOfLostAnswer(endpoint), endpoint, `${endpoint} had no answer within ${timeoutMs} ms; the outcome is unknown`, {
      resultCd: 'TIM',
    });
  }
  const code = causeCodeOf(err);
  if (code && NOT_CONNECTED_CODES.has(code)) return new EtimsError('retryable', endpoint, `KRA unreachable (${code})`, { resultCd: 'CON' });
  // The connection broke after the request left: the authority may have processed it.
  const detail = err instanceof Error ? err.message : String(err);
  return new EtimsError(outcomeOfLostAnswer(endpoint), endpoint, `The connection broke during ${endpoint} (${code ?? detail})`, { resultCd: 'CON' });
}
