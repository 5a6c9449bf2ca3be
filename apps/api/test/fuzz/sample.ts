import crypto from 'node:crypto';
import type { z } from 'zod';

/** A seeded generator (mulberry32): the same seed gives the same requests, so a CI failure replays. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** What a sample needs to know of the shop it runs in: ids that name the caller's own records. */
export interface SampleContext {
  businessId: number;
  tenantId: number;
  userId: number;
  random: Random;
  /** The id to use for a field of this name (the isolation sweep aims every id at the other tenant's records). */
  idFor?: (key: string) => number | undefined;
}

const BUSINESS_KEYS = new Set(['businessId', 'BusinessId', 'customerInfoCustId', 'custId', 'businesId']);

// zod 4 keeps a schema's definition under `_zod.def`; only the parts a sample needs are read.
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  format?: string;
  pattern?: RegExp;
  checks?: Array<{ _zod: { def: { check: string; value?: number; minimum?: number; maximum?: number; format?: string; pattern?: RegExp } } }>;
  getter?: () => z.ZodType;
  defaultValue?: unknown;
  items?: z.ZodType[];
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function sampleString(def: Def, key: string, context: SampleContext): string {
  const checks = def.checks?.map((check) => check._zod.def) ?? [];
  const format = def.format ?? checks.find((check) => check.format)?.format;
  if (format === 'uuid' || format === 'guid') return crypto.randomUUID();
  if (format === 'email') return 'njeri@example.com';
  if (format === 'datetime') return new Date().toISOString();
  if (format === 'date') return '2026-11-20';
  const pattern = def.pattern ?? checks.find((check) => check.pattern)?.pattern;
  if (pattern) {
    if (pattern.source.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-11-20';
    if (pattern.source.includes('\\d{6}')) return '123456';
  }
  const id = context.idFor?.(key);
  if (id !== undefined && /id$/i.test(key)) return String(id);
  if (/phone/i.test(key)) return '0712345678';
  if (/country/i.test(key)) return 'KE';
  const min = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  return 'Tea'.padEnd(Math.max(3, min), 'x');
}

function sampleNumber(def: Def, key: string, context: SampleContext): number {
  if (BUSINESS_KEYS.has(key)) return context.businessId;
  const id = context.idFor?.(key);
  if (id !== undefined) return id;
  const checks = def.checks?.map((check) => check._zod.def) ?? [];
  const min = checks.find((check) => check.check === 'greater_than')?.value ?? 0;
  return Math.max(1, Math.ceil(min + 0.5));
}

/**
 * A value the schema accepts, or close to it: the starting point that mutations then break one field at
 * a time. It need not be a record that exists; it only has to get past the parts of the schema the
 * mutation does not touch.
 */
export function sample(schema: z.ZodType | undefined, context: SampleContext, key = '', depth = 0): unknown {
  if (!schema || depth > 12) return undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return sampleString(def, key, context);
    case 'number':
    case 'int':
      return sampleNumber(def, key, context);
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'null':
      return null;
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape ?? {})) {
        const value = sample(field, context, name, depth + 1);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    case 'array':
      return [sample(def.element, context, key, depth + 1)];
    case 'tuple':
      return (def.items ?? []).map((item) => sample(item, context, key, depth + 1));
    case 'record':
      return {};
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sample(def.innerType, context, key, depth + 1);
    case 'default':
    case 'prefault':
      return sample(def.innerType, context, key, depth + 1);
    case 'union':
      return sample(context.random.pick(def.options ?? []), context, key, depth + 1);
    case 'pipe':
      return sample(def.in, context, key, depth + 1);
    case 'lazy':
      return def.getter ? sample(def.getter(), context, key, depth + 1) : undefined;
    default:
      return undefined;
  }
}

/** Every path to a leaf of a sampled value, so each field can be broken on its own. */
export function leafPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([name, item]) => leafPaths(item, [...path, name]));
  }
  return [path];
}

export function withValueAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[head!] = withValueAt(copy[head!], rest, replacement);
  return copy;
}

/** The inputs a careless client or an attacker sends: each replaces one field of a valid request. */
export const HOSTILE_VALUES: readonly unknown[] = [
  'nul\u0000inside',
  'lone \uD800 surrogate',
  'trailing \uDC00',
  'x'.repeat(70_000),
  '',
  '   ',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '1e308',
  '2147483648',
  '-1',
  'NaN',
  2_147_483_648,
  2 ** 53 + 2,
  -1,
  0,
  0.0001,
  1e15,
  1e308,
  -1e308,
  5e-324,
  true,
  null,
  [],
  {},
  [null],
  { $gt: '' },
];

/** Hostile path segments and query values: always strings on the wire. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '2147483648',
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e308',
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F%92',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000),
  ' ',
];
