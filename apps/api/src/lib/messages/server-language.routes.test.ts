import { beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { addSale, getStockActivity, login, type SalePayload } from '@dukani/contracts';
import { useTestApp } from '../../../test/helper';
import { TEST_PASSWORD, type Owner } from '../../../test/fixtures';
import { addProduct, cashSale } from '../../../test/sales';

/**
 * Issue 12 items 2 and 11: the server's sentences follow the request's Accept-Language (q-values honoured,
 * English by default), and a sale refusal shown at the till names the item and the amount.
 */
const t = useTestApp();
let owner: Owner;
let omo: { id: number; name: string };

beforeAll(async () => {
  owner = await t.owner();
  omo = await addProduct(t, owner, { name: 'Omo 1kg', sellingPrice: 240, quantity: 64 });
});

function signInWrong(acceptLanguage?: string) {
  return t.call(login, {
    body: { countryCode: 'KE', username: owner.phone, password: `${TEST_PASSWORD}-wrong` },
    headers: { 'x-forwarded-for': '10.9.0.1', ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }) },
  });
}

function sell(body: SalePayload, acceptLanguage: string) {
  return t.call(addSale, {
    token: owner.token,
    params: { businessId: owner.businessId },
    body,
    idempotencyKey: crypto.randomUUID(),
    headers: { 'accept-language': acceptLanguage },
  });
}

describe('Accept-Language on a sign-in failure', () => {
  it.each([
    [undefined, 'The phone number or password is wrong'],
    ['en-KE', 'The phone number or password is wrong'],
    ['de-DE,de;q=0.9', 'Telefonnummer oder Passwort ist falsch'],
    ['es', 'El número de teléfono o la contraseña son incorrectos'],
    ['en;q=0.3, es;q=0.8, de;q=0.5', 'El número de teléfono o la contraseña son incorrectos'],
    ['de;q=0, fr', 'The phone number or password is wrong'],
  ])('%s → %s', async (language, sentence) => {
    const res = await signInWrong(language);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_CREDENTIALS', errordesc: sentence });
  });

  it('names a missing field in the language (zod refusal)', async () => {
    const res = await t.call(login, {
      body: { countryCode: 'KE', username: owner.phone, password: '' },
      headers: { 'accept-language': 'de', 'x-forwarded-for': '10.9.0.2' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'password', errordesc: 'Passwort ist erforderlich' });
  });
});

describe('sale refusals are written for a cashier', () => {
  it('a line discount above the line total names the item and the most it can be', async () => {
    const body = cashSale(owner, [{ productId: omo.id, quantity: 1, calcPrice: 240, discount: 300 }]);
    const en = await sell(body, 'en');
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ field: 'itemList[0].discount', errordesc: 'The discount on Omo 1kg cannot be more than KSh 240.00' });
    const de = await sell(body, 'de-DE,de;q=0.9,en;q=0.8');
    expect(de.body.errordesc).toBe('Der Rabatt auf Omo 1kg darf nicht höher als KSh 240,00 sein');
  });

  it('selling more than is in stock says how many are left', async () => {
    const body = cashSale(owner, [{ productId: omo.id, quantity: 99_999, calcPrice: 240 }]);
    const en = await sell(body, 'en');
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({ code: 'OUT_OF_STOCK', errordesc: 'Omo 1kg: only 64 left in stock' });
    const de = await sell(body, 'fr;q=0.9, de;q=0.8');
    expect(de.body.errordesc).toBe('Omo 1kg: nur noch 64 auf Lager');
    const es = await sell(body, 'es');
    expect(es.body.errordesc).toBe('Omo 1kg: solo quedan 64 en inventario');
  });
});

describe("a sale's stock movement", () => {
  it('carries the receipt number as data, not an English note', async () => {
    const sold = await sell(cashSale(owner, [{ productId: omo.id, quantity: 2, calcPrice: 240 }]), 'de');
    expect(sold.status).toBe(200);
    const history = await t.call(getStockActivity, { token: owner.token, params: { productId: omo.id }, query: { PageSize: 5 } });
    expect(history.body.result!.data[0]).toMatchObject({ adjustmentType: 'Sale', change: -2, note: null, receiptNo: sold.body.result!.receiptNo });
  });
});
