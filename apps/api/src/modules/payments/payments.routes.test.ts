import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPosPaymentModes, paymentMethodSchema, type PaymentMethod, type PaymentMethodInput, type PosPaymentModes } from '@dukani/contracts';
import { auditLog, paymentMethods } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
  stranger = await createOwner(t);
});
async function modes(o: Pick<Owner, 'token' | 'businessId'>): Promise<PosPaymentModes> {
  const res = await call<PosPaymentModes>(t.app, 'GET', `/api/CategoricalData/GetPosPaymentMode/${o.businessId}`, { token: o.token });
  expect(res.status, res.body.errordesc).toBe(200);
  return getPosPaymentModes.result.parse(res.body.result);
}

function create(o: Pick<Owner, 'token' | 'businessId'>, body: Partial<PaymentMethodInput>) {
  return call<PaymentMethod>(t.app, 'POST', `/api/Settings/CreatePaymentMethod/${o.businessId}`, {
    token: o.token,
    body: { paymentValue: 'EquityTill', displayValue: 'Equity Till', ...body },
  });
}

async function created(o: Pick<Owner, 'token' | 'businessId'>, body: Partial<PaymentMethodInput>): Promise<PaymentMethod> {
  const res = await create(o, body);
  expect(res.status, res.body.errordesc).toBe(200);
  return paymentMethodSchema.parse(res.body.result);
}

const remove = (o: Pick<Owner, 'token'>, id: number, businessId: number) =>
  call(t.app, 'DELETE', `/api/Settings/DeletePaymentMethod/${id}/${businessId}`, { token: o.token });

describe('J1 GetPosPaymentMode', () => {
  it('lists the built-in modes in order with ids from 1, no custom methods, and mobile money off', async () => {
    const shop = await createOwner(t);
    expect(await modes(shop)).toEqual({
      paymentModes: [
        { id: 1, paymentValue: 'Cash', displayValue: 'Cash' },
        { id: 2, paymentValue: 'Mpesa', displayValue: 'Mpesa' },
        { id: 3, paymentValue: 'Card', displayValue: 'Card' },
        { id: 4, paymentValue: 'Bank', displayValue: 'Bank' },
        { id: 5, paymentValue: 'SplitPayment', displayValue: 'Split Payment' },
        { id: 6, paymentValue: 'PayLater', displayValue: 'Pay Later' },
      ],
      customMethods: [],
      mobileMoneyEnabled: false,
    });
  });

  it('reflects mobileMoneyEnabled as saved by E3, and is open to a cashier with pos', async () => {
    const shop = await createOwner(t);
    const save = (mobileMoneyEnabled: boolean) =>
      call(t.app, 'POST', '/api/Settings/SaveCashRegisterSettings', {
        token: shop.token,
        body: { businessId: shop.businessId, requireOpenSession: false, allowNegativeInventory: false, mobileMoneyEnabled },
      });
    expect((await save(true)).status).toBe(200);
    const cashier = await createMember(t, shop, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await modes(cashier)).mobileMoneyEnabled).toBe(true);
    expect((await save(false)).status).toBe(200);
    expect((await modes(shop)).mobileMoneyEnabled).toBe(false);
  });
});

describe('J2 CreatePaymentMethod', () => {
  it('adds a custom method for the business (tenantId from the caller) and J1 lists it; one default at a time', async () => {
    const shop = await createOwner(t);
    const till = await created(shop, { paymentValue: 'EquityTill', displayValue: 'Equity Till', displayName: 'Equity 552200', isDefault: true, tenantId: 999 });
    expect(till).toMatchObject({
      paymentValue: 'EquityTill',
      displayValue: 'Equity Till',
      displayName: 'Equity 552200',
      businessId: shop.businessId,
      tenantId: shop.tenantId,
      isDefault: true,
    });
    const cheque = await created(shop, { paymentValue: 'Cheque', displayValue: 'Cheque' });
    expect(cheque.isDefault).toBe(false);
    expect((await modes(shop)).customMethods).toEqual([till, cheque]);
    const voucher = await created(shop, { paymentValue: 'Voucher', displayValue: 'Gift voucher', isDefault: true });
    const listed = (await modes(shop)).customMethods;
    expect(listed.map((method) => [method.paymentValue, method.isDefault])).toEqual([
      ['EquityTill', false],
      ['Cheque', false],
      ['Voucher', true],
    ]);
    expect(listed[2]).toEqual(voucher);
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment-method'), eq(auditLog.action, 'create')));
    expect(logs.filter((log) => log.businessId === shop.businessId)).toHaveLength(3);
  });

  it('refuses a reserved or taken paymentValue, whatever its case, with 409 DUPLICATE', async () => {
    const shop = await createOwner(t);
    await created(shop, { paymentValue: 'Loyalty Points', displayValue: 'Points' });
    for (const paymentValue of ['cash', 'CASH', 'StkPush', 'tillpaybill', 'PayLater', 'splitpayment', 'loyalty points']) {
      const res = await create(shop, { paymentValue });
      expect(res.status, paymentValue).toBe(409);
      expect(res.body).toMatchObject({ code: 'DUPLICATE', field: 'paymentValue' });
    }
    // Another business may use the same name.
    await created(stranger, { paymentValue: 'Loyalty Points', displayValue: 'Points' });
    const rows = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.businessId, shop.businessId));
    expect(rows).toHaveLength(1);
  });

  it('answers 400 for a blank or malformed paymentValue and 403 for a cashier without settings', async () => {
    const shop = await createOwner(t);
    for (const paymentValue of ['', '  ', '-dash first', 'semi;colon']) {
      const res = await create(shop, { paymentValue });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('paymentValue');
    }
    const cashier = await createMember(t, shop, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await create(cashier, { paymentValue: 'Barter' })).status).toBe(403);
  });
});

describe('J3 DeletePaymentMethod', () => {
  it('removes the method (J1 stops listing it) with an audit row', async () => {
    const shop = await createOwner(t);
    const method = await created(shop, { paymentValue: 'Cheque', displayValue: 'Cheque' });
    const res = await remove(shop, method.id, shop.businessId);
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toBeNull();
    expect((await modes(shop)).customMethods).toEqual([]);
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment-method'), eq(auditLog.action, 'delete')));
    expect(logs.some((log) => log.entityId === String(method.id))).toBe(true);
    // The name is free again.
    await created(shop, { paymentValue: 'cheque', displayValue: 'Cheque' });
  });

  it('answers 404 for another business’s method or an unknown id, 403 for a business not linked', async () => {
    const theirs = await created(stranger, { paymentValue: 'Theirs', displayValue: 'Theirs' });
    for (const id of [theirs.id, 999_999]) {
      const res = await remove(owner, id, owner.businessId);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await remove(owner, theirs.id, stranger.businessId)).status).toBe(403);
    const rows = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, theirs.id));
    expect(rows).toHaveLength(1);
  });
});
