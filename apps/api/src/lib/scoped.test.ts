import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { products } from '../modules/products/products.schema';
import { customers } from '../modules/customers/customers.schema';
import { scoped } from './scoped';

const dialect = new PgDialect();

describe('scoped', () => {
  it('narrows a table to the business of the context it is given', () => {
    const query = dialect.sqlToQuery(scoped(products, { businessId: 42 }));
    expect(query.sql).toBe('"products"."business_id" = $1');
    expect(query.params).toEqual([42]);
  });

  it('uses the given table, not a fixed one', () => {
    expect(dialect.sqlToQuery(scoped(customers, { businessId: 7 })).sql).toBe('"customers"."business_id" = $1');
  });
});
