import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { creditReportSchema, envelope } from '@dukani/contracts';
import { parsesAsItEncodes, responseSerializerCompiler } from './response-serializer';

const serializerOf = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('responseSerializerCompiler', () => {
  it('tells contracts that parse as they encode from those with a codec, transform, default or catch', () => {
    const row = z.object({ id: z.number().int(), note: z.string().nullable(), tags: z.array(z.enum(['a', 'b'])).optional() });
    expect(parsesAsItEncodes(envelope(z.array(row)))).toBe(true);
    expect(parsesAsItEncodes(envelope(creditReportSchema))).toBe(true);
    expect(parsesAsItEncodes(z.object({ n: z.number().default(0) }))).toBe(false);
    expect(parsesAsItEncodes(z.object({ s: z.string().transform((value) => value.length) }))).toBe(false);
    expect(parsesAsItEncodes(z.object({ n: z.array(z.number().catch(0)) }))).toBe(false);
    const isoDate = z.codec(z.iso.datetime(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() });
    expect(parsesAsItEncodes(z.object({ at: z.union([isoDate, z.null()]) }))).toBe(false);
    type Tree = { name: string; children: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
    expect(parsesAsItEncodes(tree)).toBe(true);
  });

  it('writes what the contract keeps, as encoding did, and refuses an answer that breaks it', () => {
    const schema = envelope(z.object({ id: z.number().int(), name: z.string().trim() }));
    const serialize = serializerOf(schema);
    const answer = { success: true, result: { id: 7, name: ' Maize ', internal: 'not in the contract' } };
    expect(serialize(answer)).toBe(JSON.stringify(z.encode(schema, answer as z.output<typeof schema>)));
    expect(JSON.parse(serialize(answer))).toEqual({ success: true, result: { id: 7, name: 'Maize' } });
    for (const broken of [
      { success: true, result: { id: 7.5, name: 'x' } },
      { success: true, result: { id: 7 } },
      { success: false, result: { id: 1, name: 'x' } },
    ]) {
      let thrown: unknown;
      try {
        serialize(broken);
      } catch (err) {
        thrown = err;
      }
      expect(isResponseSerializationError(thrown)).toBe(true);
    }
  });

  it('still encodes where parsing would differ: a missing field with a default is a defect, not filled in', () => {
    const serialize = serializerOf(z.object({ count: z.number().default(0) }));
    expect(serialize({ count: 3 })).toBe('{"count":3}');
    expect(() => serialize({})).toThrow();
  });
});
