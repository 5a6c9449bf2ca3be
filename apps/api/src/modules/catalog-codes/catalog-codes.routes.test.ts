import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getCodeList,
  getItemClassificationCodes,
  getPackagingUnits,
  getUnits,
  getVat,
  searchItemCodes,
  type CodeItem,
  type CodeList,
  type Tax,
} from '@dukani/contracts';
import { UNITS } from '@dukani/domain';
import { etimsCodes, itemClassifications, products } from '../../db/schema';
import { ensureReferenceData } from '../../db/reference-data';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
  stranger = await createOwner(t);
});
async function insertProduct(o: Owner, name: string, values: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(products)
    .values({ tenantId: o.tenantId, businessId: o.businessId, name, taxId: 2, taxCode: 'B', taxRate: 0.16, searchText: name.toLowerCase(), ...values })
    .returning();
  return row!;
}

describe('I7 GetUnits and I26 GetVat', () => {
  it('I7 returns the fixed unit list, also to a pos-only cashier', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const res = await call(t.app, 'GET', '/api/Product/GetUnits', { token: cashier.token });
    expect(res.status).toBe(200);
    expect(getUnits.result.parse(res.body.result)).toEqual(UNITS.map((unit) => ({ id: unit.id, name: unit.name })));
    expect(res.body.result).toContainEqual({ id: 1, name: 'Piece' });
  });

  it('I26 gives a Kenyan business its five bands (E = 8 %) and a Ugandan one its own', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const kenya = await call<Tax[]>(t.app, 'GET', `/api/Product/GetVat/${owner.businessId}`, { token: cashier.token });
    expect(kenya.status).toBe(200);
    const bands = getVat.result.parse(kenya.body.result);
    expect(bands.map((band) => band.taxCode)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(bands.find((band) => band.taxCode === 'E')).toEqual({ taxId: 5, taxCode: 'E', taxRate: 0.08, name: 'E-VAT 8%' });
    expect(bands.find((band) => band.taxCode === 'B')!.taxRate).toBe(0.16);

    const ugandan = await createOwner(t, { country: 'UG' });
    const uganda = await call<Tax[]>(t.app, 'GET', `/api/Product/GetVat/${ugandan.businessId}`, { token: ugandan.token });
    expect(uganda.body.result!.map((band) => band.taxCode)).toEqual(['A', 'B', 'C', 'D']);
    expect(uganda.body.result!.find((band) => band.taxCode === 'B')).toMatchObject({ taxId: 12, taxRate: 0.18 });

    const foreign = await call(t.app, 'GET', `/api/Product/GetVat/${stranger.businessId}`, { token: owner.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
  });
});

describe('I35–I37 tax-authority code tables', () => {
  it('I35 lists the 52 packaging units in sort order, NT and OU included', async () => {
    const res = await call<CodeItem[]>(t.app, 'GET', '/api/Product/GetPackagingUnits', { token: owner.token });
    expect(res.status).toBe(200);
    const units = getPackagingUnits.result.parse(res.body.result);
    expect(units).toHaveLength(52);
    expect(units[0]).toEqual({ code: 'AM', name: 'Ampoule' });
    expect(units.at(-1)).toEqual({ code: 'TN', name: 'Tan' });
    expect(units).toContainEqual({ code: 'NT', name: 'Net' });
    expect(units).toContainEqual({ code: 'OU', name: 'Non-exterior packaging unit' });
  });

  it('I36 lists the 43 quantity units in sort order, U included', async () => {
    const res = await call<CodeItem[]>(t.app, 'GET', '/api/Product/GetQuantityUnits', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toHaveLength(43);
    expect(res.body.result![0]).toEqual({ code: '4B', name: 'Pair' });
    expect(res.body.result!.at(-1)!.code).toBe('YRD');
    expect(res.body.result).toContainEqual({ code: 'U', name: 'Pieces/item' });
  });

  it('I37 searches classification codes by code or name, case-insensitively, sorted by code', async () => {
    const all = await call<CodeItem[]>(t.app, 'GET', '/api/Product/GetItemClassificationCodes', { token: owner.token });
    expect(all.status).toBe(200);
    const codes = getItemClassificationCodes.result.parse(all.body.result).map((item) => item.code);
    // More than 100 classes are seeded, so the unfiltered answer is the first 100 by code.
    expect(await t.database.db.$count(itemClassifications)).toBeGreaterThan(100);
    expect(codes).toHaveLength(100);
    expect(codes).toEqual([...codes].sort());
    for (const code of ['99011001', '14111400', '3133130600', '81121500']) {
      const hit = await call<CodeItem[]>(t.app, 'GET', `/api/Product/GetItemClassificationCodes?SearchParam=${code}`, { token: owner.token });
      expect(
        hit.body.result!.map((item) => item.code),
        code,
      ).toContain(code);
    }

    const byName = await call<CodeItem[]>(t.app, 'GET', '/api/Product/GetItemClassificationCodes?SearchParam=%20MOBILE%20', { token: owner.token });
    expect(byName.body.result).toContainEqual({ code: '43191501', name: 'Mobile phones' });
    expect(byName.body.result!.every((item) => /mobile/i.test(item.name))).toBe(true);

    const byCode = await call<CodeItem[]>(t.app, 'GET', '/api/Product/GetItemClassificationCodes?SearchParam=990110', { token: owner.token });
    expect(byCode.body.result!.map((item) => item.code)).toEqual(['99011000', ...Array.from({ length: 9 }, (_, i) => `9901100${i + 1}`)]);

    const nothing = await call<CodeItem[]>(t.app, 'GET', '/api/Product/GetItemClassificationCodes?SearchParam=%25%25', { token: owner.token });
    expect(nothing.body.result).toEqual([]);
    const absent = await call<CodeItem[]>(t.app, 'GET', '/api/Product/GetItemClassificationCodes?SearchParam=null', { token: owner.token });
    expect(absent.body.result).toEqual(all.body.result);
  });

  it('answers at most 100 classifications', async () => {
    const db = t.database.db;
    await db
      .insert(itemClassifications)
      .values(Array.from({ length: 120 }, (_, i) => ({ code: `7777${String(i).padStart(4, '0')}`, name: `Test class ${i}`, level: 4 })));
    const res = await call<CodeItem[]>(t.app, 'GET', '/api/Product/GetItemClassificationCodes?SearchParam=test%20class', { token: owner.token });
    expect(res.body.result).toHaveLength(100);
    expect(res.body.result![0]!.code).toBe('77770000');
  });

  it('needs the products role: a pos-only cashier gets 403', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const res = await call(t.app, 'GET', '/api/Product/GetPackagingUnits', { token: cashier.token });
    expect(res.status).toBe(403);
  });

  it('seeding is idempotent and leaves rows the device has rewritten alone', async () => {
    const db = t.database.db;
    const before = await db.select().from(etimsCodes);
    await db
      .update(etimsCodes)
      .set({ name: 'NET (from the device)' })
      .where(and(eq(etimsCodes.codeClass, '17'), eq(etimsCodes.code, 'NT')));
    await ensureReferenceData(db);
    expect(await db.select().from(etimsCodes)).toHaveLength(before.length);
    const [net] = await db
      .select()
      .from(etimsCodes)
      .where(and(eq(etimsCodes.codeClass, '17'), eq(etimsCodes.code, 'NT')));
    expect(net!.name).toBe('NET (from the device)');
    await db
      .update(etimsCodes)
      .set({ name: 'Net' })
      .where(and(eq(etimsCodes.codeClass, '17'), eq(etimsCodes.code, 'NT')));
  });
});

describe('I38 SearchItemCodes', () => {
  it('finds the business’s live items that have an itemCode, by name or code, sorted by name', async () => {
    const o = await createOwner(t);
    await insertProduct(o, 'Sugar 1kg', { itemCode: 'KE2NTBA0000012', itemClassificationCode: '50161800' });
    await insertProduct(o, 'brown sugar', { itemCode: 'KE2NTBA0000013' });
    await insertProduct(o, 'Unregistered sugar');
    await insertProduct(o, 'Deleted sugar', { itemCode: 'KE2NTBA0000014', deletedAt: new Date() });
    await insertProduct(stranger, 'Their sugar', { itemCode: 'KE2NTBA0000015' });

    const res = await call(t.app, 'GET', `/api/Product/SearchItemCodes/${o.businessId}?SearchParam=SUGAR`, { token: o.token });
    expect(res.status).toBe(200);
    expect(searchItemCodes.result.parse(res.body.result)).toEqual([
      { productId: expect.any(Number), name: 'brown sugar', itemCode: 'KE2NTBA0000013', itemClassificationCode: null },
      { productId: expect.any(Number), name: 'Sugar 1kg', itemCode: 'KE2NTBA0000012', itemClassificationCode: '50161800' },
    ]);
    const byCode = await call<{ name: string }[]>(t.app, 'GET', `/api/Product/SearchItemCodes/${o.businessId}?SearchParam=0000012`, { token: o.token });
    expect(byCode.body.result!.map((hit) => hit.name)).toEqual(['Sugar 1kg']);
    const foreign = await call(t.app, 'GET', `/api/Product/SearchItemCodes/${stranger.businessId}`, { token: o.token });
    expect(foreign.status).toBe(403);
  });

  it('answers at most 50 hits', async () => {
    const o = await createOwner(t);
    await t.database.db.insert(products).values(
      Array.from({ length: 55 }, (_, i) => ({
        tenantId: o.tenantId,
        businessId: o.businessId,
        name: `Item ${String(i).padStart(2, '0')}`,
        taxId: 2,
        taxCode: 'B',
        taxRate: 0.16,
        itemCode: `KE2NTU${i}`,
      })),
    );
    const res = await call<{ name: string }[]>(t.app, 'GET', `/api/Product/SearchItemCodes/${o.businessId}`, { token: o.token });
    expect(res.body.result).toHaveLength(50);
    expect(res.body.result![0]!.name).toBe('Item 00');
  });
});

describe('I39 GetCodeList', () => {
  it('returns only the requested classes with their exact class names', async () => {
    const res = await call<CodeList>(t.app, 'POST', '/api/Product/GetCodeList', {
      token: owner.token,
      body: { businessId: owner.businessId, cdCls: ['17', '04', '10', '99'] },
    });
    expect(res.status).toBe(200);
    const { clsList } = getCodeList.result.parse(res.body.result);
    expect(clsList.map((cls) => [cls.cdCls, cls.cdClsNm])).toEqual([
      ['04', 'Taxation Type'],
      ['10', 'Quantity Unit'],
      ['17', 'Packing Unit'],
    ]);
    expect(clsList[0]!.dtlList).toEqual([
      { cd: 'A', cdNm: 'A-Exempt' },
      { cd: 'B', cdNm: 'B-VAT 16%' },
      { cd: 'C', cdNm: 'C-Zero Rated' },
      { cd: 'D', cdNm: 'D-Non VAT' },
      { cd: 'E', cdNm: 'E-VAT 8%' },
    ]);
    expect(clsList[2]!.dtlList).toHaveLength(52);
  });

  it('returns every class when none is named, countries and currencies included', async () => {
    const res = await call<CodeList>(t.app, 'POST', '/api/Product/GetCodeList', { token: owner.token, body: { businessId: owner.businessId } });
    const names = Object.fromEntries(res.body.result!.clsList.map((cls) => [cls.cdCls, cls.cdClsNm]));
    expect(names).toMatchObject({
      '04': 'Taxation Type',
      '05': 'Country',
      '07': 'Payment Type',
      '09': 'Branch Status',
      '10': 'Quantity Unit',
      '11': 'Sale Status',
      '12': 'Stock I/O Type',
      '14': 'Transaction Type',
      '17': 'Packing Unit',
      '24': 'Item Type',
      '26': 'Import Item Status',
      '32': 'Refund Reason',
      '33': 'Currency',
      '37': 'Sales Receipt Type',
      '38': 'Purchase Receipt Type',
    });
    const codesOf = (cls: string) => res.body.result!.clsList.find((entry) => entry.cdCls === cls)!.dtlList.map((item) => item.cd);
    expect(codesOf('05')).toEqual(expect.arrayContaining(['KE', 'UG', 'RW', 'TZ', 'CN', 'IN', 'AE', 'US', 'GB', 'ZA']));
    expect(codesOf('33')).toEqual(expect.arrayContaining(['KES', 'UGX', 'RWF', 'TZS', 'USD', 'EUR', 'GBP', 'CNY', 'INR', 'AED', 'ZAR']));
    expect(codesOf('07')).toEqual(['01', '02', '03', '04', '05', '06', '07']);
  });

  it('checks the body: class numbers are two digits and the business must be the caller’s', async () => {
    const bad = await call(t.app, 'POST', '/api/Product/GetCodeList', { token: owner.token, body: { businessId: owner.businessId, cdCls: ['4'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toMatch(/^cdCls/);
    const foreign = await call(t.app, 'POST', '/api/Product/GetCodeList', { token: owner.token, body: { businessId: stranger.businessId, cdCls: [] } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
  });
});
