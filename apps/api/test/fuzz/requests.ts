import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import * as contracts from '@dukani/contracts';
import type { RouteContract } from '@dukani/contracts';
import { HOSTILE_SEGMENTS, HOSTILE_VALUES, leafPaths, sample, withValueAt, type SampleContext } from './sample';

/** Every route contract the contracts package exports: new routes join the fuzz and the sweep by being defined. */
export function allContracts(): RouteContract[] {
  const found = (Object.values(contracts) as unknown[]).filter(
    (value): value is RouteContract =>
      typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value && 'result' in value && 'summary' in value,
  );
  return [...new Map(found.map((contract) => [`${contract.method} ${contract.path}`, contract])).values()];
}

/** One request of the fuzz: what is sent, and a name to find it by when it fails. */
export interface FuzzRequest {
  label: string;
  inject: InjectOptions;
}

export interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** A JSON value, or a raw payload with its content type. */
  body: unknown;
  raw?: { payload: string | Buffer; contentType: string };
}

const segment = (value: unknown) => (typeof value === 'string' && value.startsWith('\u0001raw:') ? value.slice(5) : encodeURIComponent(String(value)));
const raw = (text: string) => `\u0001raw:${text}`;

function urlOf(contract: RouteContract, parts: Parts): string {
  const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => segment(parts.params[name] ?? 1));
  const query = Object.entries(parts.query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${segment(typeof value === 'object' ? JSON.stringify(value) : value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

function multipart(fields: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }>) {
  const boundary = `----fuzz${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const field of fields) {
    const disposition = `form-data; name="${field.name}"${field.filename ? `; filename="${field.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${field.type ? `Content-Type: ${field.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(field.value) ? field.value : Buffer.from(field.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function injectOf(contract: RouteContract, parts: Parts, token: string | null, random: SampleContext['random']): InjectOptions {
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    // A fresh address each time: per-IP limits would otherwise turn most of the run into 429s.
    'x-forwarded-for': `10.${random.int(256)}.${random.int(256)}.${1 + random.int(250)}`,
  };
  if (contract.idem) headers['idempotency-key'] = crypto.randomUUID();
  const options: InjectOptions = { method: contract.method, url: urlOf(contract, parts), headers };
  if (parts.raw) {
    headers['content-type'] = parts.raw.contentType;
    options.payload = parts.raw.payload;
  } else if (parts.body !== undefined && contract.method !== 'GET') {
    if (contract.multipart) {
      const form = multipart([{ name: 'payload', value: JSON.stringify(parts.body) }]);
      headers['content-type'] = form.contentType;
      options.payload = form.payload;
    } else if (contract.csvPart) {
      const form = multipart([{ name: contract.csvPart, value: String(parts.body), filename: 'upload.csv', type: 'text/csv' }]);
      headers['content-type'] = form.contentType;
      options.payload = form.payload;
    } else {
      headers['content-type'] = 'application/json';
      options.payload = JSON.stringify(parts.body);
    }
  }
  return options;
}

/**
 * The requests for one contract: a valid-looking one, then each field of the body, each path parameter
 * and each query value broken on its own with `perField` hostile values, then whole-body abuse.
 */
/** A request the contract's schemas accept, with ids and business ids as the context gives them. */
export function validParts(contract: RouteContract, context: SampleContext): Parts {
  return {
    params: (sample(contract.params, context) as Record<string, unknown>) ?? {},
    query: (sample(contract.query, context) as Record<string, unknown>) ?? {},
    body: contract.csvPart ? 'name,price\nTea,120\n' : sample(contract.body, context),
  };
}

export function requestsFor(contract: RouteContract, context: SampleContext, token: string, perField: number): FuzzRequest[] {
  const { random } = context;
  const valid = validParts(contract, context);
  const out: FuzzRequest[] = [];
  const add = (label: string, parts: Parts) => out.push({ label: `${contract.id} ${label}`, inject: injectOf(contract, parts, token, random) });
  add('valid', valid);

  if (valid.body !== undefined && !contract.csvPart) {
    for (const path of leafPaths(valid.body)) {
      for (let n = 0; n < perField; n++) {
        const hostile = random.pick(HOSTILE_VALUES);
        add(`body.${path.join('.')}=${JSON.stringify(hostile)?.slice(0, 40)}`, { ...valid, body: withValueAt(valid.body, path, hostile) });
      }
    }
    // A field the contract does not know, named with the hostile characters themselves.
    if (valid.body && typeof valid.body === 'object' && !Array.isArray(valid.body)) {
      add('body with a NUL key', { ...valid, body: { ...valid.body, 'bad\u0000key': 1 } });
    }
  }
  for (const name of Object.keys(valid.params)) {
    for (let n = 0; n < perField; n++) {
      const hostile = random.pick(HOSTILE_SEGMENTS);
      add(`params.${name}=${hostile.slice(0, 30)}`, { ...valid, params: { ...valid.params, [name]: raw(hostile) } });
    }
  }
  for (const name of Object.keys(valid.query)) {
    for (let n = 0; n < perField; n++) {
      const hostile = random.pick(HOSTILE_SEGMENTS);
      add(`query.${name}=${hostile.slice(0, 30)}`, { ...valid, query: { ...valid.query, [name]: raw(hostile) } });
    }
  }
  if (contract.method !== 'GET') {
    const wholeBody: Array<[string, Parts['raw']]> = [
      ['malformed JSON', { payload: '{"a":', contentType: 'application/json' }],
      ['a JSON array', { payload: '[1,2]', contentType: 'application/json' }],
      ['a JSON string', { payload: '"x"', contentType: 'application/json' }],
      ['JSON null', { payload: 'null', contentType: 'application/json' }],
      ['text/plain', { payload: 'hello', contentType: 'text/plain' }],
      ['multipart without a boundary', { payload: 'x', contentType: 'multipart/form-data' }],
      [
        'a broken multipart body',
        { payload: '--b\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{', contentType: 'multipart/form-data; boundary=b' },
      ],
      ['nesting 5,000 deep', { payload: '['.repeat(5000) + ']'.repeat(5000), contentType: 'application/json' }],
      ['a NUL escape in JSON', { payload: '{"x":"\\u0000"}', contentType: 'application/json' }],
    ];
    const [label, body] = random.pick(wholeBody);
    add(`body: ${label}`, { ...valid, raw: body });
    if (contract.multipart && contract.files?.[0]) {
      const bad = multipart([
        { name: 'payload', value: JSON.stringify(valid.body) },
        {
          name: contract.files[0],
          value: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<script>alert(1)</script>')]),
          filename: 'x.png',
          type: 'image/png',
        },
      ]);
      add('a PNG header with a script after it', { ...valid, raw: bad });
    }
  }
  return out;
}
