import type { z } from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const readable = (key: string) => key.replaceAll('\u0000', '').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');

/**
 * Text PostgreSQL cannot store: a NUL character (refused by the UTF-8 encoding) or half of a UTF-16
 * surrogate pair (not a character at all; JSON columns refuse it). Checked once over a whole request,
 * keys included, so no route and no future field can carry it to the database.
 */
export function unsafeTextIssue(value: unknown, path: PropertyKey[] = [], depth = 0): z.core.$ZodIssue | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return issueAt(path, value, 'must not contain a NUL character');
    if (LONE_SURROGATE.test(value)) return issueAt(path, value, 'contains a broken character; type it again');
    return null;
  }
  // Deeper than any contract goes: refused rather than walked (a crafted body could nest thousands deep).
  if (depth > 32) return issueAt(path, value, 'is nested too deeply');
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = unsafeTextIssue(value[index], [...path, index], depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyIssue = unsafeTextIssue(key, [...path, readable(key)], depth + 1);
      if (keyIssue) return keyIssue;
      const found = unsafeTextIssue(item, [...path, key], depth + 1);
      if (found) return found;
    }
  }
  return null;
}

function issueAt(path: PropertyKey[], input: unknown, message: string): z.core.$ZodIssue {
  return { code: 'custom', path, message, input } as z.core.$ZodIssue;
}
