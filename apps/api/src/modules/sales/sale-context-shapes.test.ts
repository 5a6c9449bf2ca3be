import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { StatementShapes } from '../../db/statement-shapes';
import { useTestApp } from '../../../test/helper';
import { contextStatement } from './sale-context';

const t = useTestApp();
const dialect = new PgDialect();

/** Two calls of each shape with different values: the second, only bound, must be exactly the statement built for it. */
describe('the sale context statement made once per shape', () => {
  const variants = [
    {
      productIds: [11, 12, 13],
      bundleIds: [],
      customerId: 0,
      salesPersonId: null,
      clientSaleId: 'a0000000-0000-4000-8000-000000000001',
      deviceReceiptNo: null,
    },
    { productIds: [11], bundleIds: [21, 22], customerId: 5, salesPersonId: 6, clientSaleId: null, deviceReceiptNo: 'D-1' },
    { productIds: [], bundleIds: [21], customerId: 0, salesPersonId: null, clientSaleId: null, deviceReceiptNo: null },
    { productIds: [11], bundleIds: [], customerId: 0, salesPersonId: null, clientSaleId: 'c-1', deviceReceiptNo: null, lockSession: false },
  ];
  it.each(variants)('binds %# as drizzle builds it', (shape) => {
    const shapes = new StatementShapes();
    const db = t.database.db;
    const place = StatementShapes.place;
    const key = 'k';
    const valuesOf = (n: number) => ({
      businessId: 100 + n,
      userId: 200 + n,
      customerId: shape.customerId ? shape.customerId + n : 0,
      salesPersonId: shape.salesPersonId ? shape.salesPersonId + n : null,
      clientSaleId: shape.clientSaleId ? shape.clientSaleId.replace(/1$/, String(n)) : null,
      deviceReceiptNo: shape.deviceReceiptNo ? `${shape.deviceReceiptNo}${n}` : null,
      productIds: shape.productIds.map((id) => id + n),
      bundleIds: shape.bundleIds.map((id) => id + n),
      lockSession: shape.lockSession ?? true,
    });
    let built = 0;
    const build = () => {
      built += 1;
      return contextStatement(db, {
        businessId: place('businessId'),
        userId: place('userId'),
        customerId: shape.customerId ? place('customerId') : 0,
        salesPersonId: shape.salesPersonId ? place('salesPersonId') : null,
        clientSaleId: shape.clientSaleId ? place('clientSaleId') : null,
        deviceReceiptNo: shape.deviceReceiptNo ? place('deviceReceiptNo') : null,
        productIds: shape.productIds.map((_, i) => place(`p${i}`)),
        bundleIds: shape.bundleIds.map((_, i) => place(`b${i}`)),
        lockSession: shape.lockSession ?? true,
      });
    };
    const flat = (v: ReturnType<typeof valuesOf>) => {
      const out: Record<string, unknown> = { ...v };
      v.productIds.forEach((id, i) => (out[`p${i}`] = id));
      v.bundleIds.forEach((id, i) => (out[`b${i}`] = id));
      return out;
    };
    shapes.bind(key, flat(valuesOf(1)), build);
    const second = valuesOf(2);
    const bound = dialect.sqlToQuery(shapes.bind(key, flat(second), build));
    const direct = dialect.sqlToQuery(contextStatement(db, second));
    expect(bound.sql).toBe(direct.sql);
    expect(bound.params).toEqual(direct.params);
    // Made once: the second call only bound its values.
    expect(built).toBe(1);
  });
});
