import { fillPlaceholders, Param, Placeholder, SQL, sql, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

interface Made {
  pieces: StringChunk[];
  params: unknown[];
}

/** A value bound as it is: primitives go as they are, anything else inside a Param so drizzle does not expand an array. */
const bound = (value: unknown): unknown =>
  value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
    ? value
    : new Param(value);

/**
 * Statements whose TEXT depends only on their shape (how many lines, which optional parts) and whose values are
 * bound: drizzle builds each shape's text once, with placeholders where the values go, and each later call only binds
 * its values. Building a large statement with drizzle's builders costs the API's one thread ~0.5 ms a call (issue
 * 37's profile of the sale's context read). `build` must put every value that varies between calls of one shape
 * behind the placeholder `place(name)` (a value it leaves in would be bound again as it was the first time); the
 * tests compare each shape's bound statement with the one built directly. At most `max` shapes are kept.
 */
export class StatementShapes {
  private readonly made = new Map<string, Made | null>();

  constructor(private readonly max = 500) {}

  /** A placeholder standing for a value while a shape's text is made, typed as the value its builder expects. */
  static place<T>(name: string): T {
    return sql.placeholder(name) as unknown as T;
  }

  bind(shape: string, values: Record<string, unknown>, build: () => SQL): SQL {
    let made = this.made.get(shape);
    if (made === undefined) {
      made = this.make(build());
      if (this.made.size >= this.max) this.made.clear();
      this.made.set(shape, made);
    }
    // A text that could not be split at its parameters is built each time, as before.
    if (made === null) return build();
    const params = fillPlaceholders(made.params, values);
    const chunks: unknown[] = [made.pieces[0]!];
    for (let i = 0; i < params.length; i++) chunks.push(bound(params[i]), made.pieces[i + 1]!);
    return new SQL(chunks as ConstructorParameters<typeof SQL>[0]);
  }

  private make(statement: SQL): Made | null {
    const query = dialect.sqlToQuery(statement);
    const texts: string[] = [];
    let at = 0;
    let n = 0;
    for (const match of query.sql.matchAll(/\$(\d+)/g)) {
      if (Number(match[1]) !== ++n) return null;
      texts.push(query.sql.slice(at, match.index));
      at = match.index + match[0].length;
    }
    texts.push(query.sql.slice(at));
    if (n !== query.params.length) return null;
    if (!query.params.some((param) => param instanceof Placeholder || (param instanceof Param && param.value instanceof Placeholder))) return null;
    return { pieces: texts.map((text) => new StringChunk(text)), params: query.params };
  }
}
