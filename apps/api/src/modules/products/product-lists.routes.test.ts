import { beforeAll, describe, expect, it } from 'vitest';
import { getPaginatedProducts, getPosProducts, getProductRefs, type PosItem, type Product, type ProductRef, type RouteResult } from '@dukani/contracts';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { addBundle, addProduct, editBody, insertCategory, insertSubcategory, insertSupplier } from '../../../test/catalog';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
const ids: Record<string, number> = {};
let drinksId = 0;
let sodasId = 0;

beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Amani' });
  stranger = await createOwner(t, { businessName: 'Other Shop' });
  const drinks = await insertCategory(t, owner, 'Drinks');
  const sodas = await insertSubcategory(t, owner, drinks.id, 'Sodas');
  drinksId = drinks.id;
  sodasId = sodas.id;
  const add = async (key: string, input: Parameters<typeof addProduct>[2]) => {
    ids[key] = (await addProduct(t, owner, input)).id;
  };
  await add('fanta', { name: 'Fanta 500ml', categoryId: drinks.id, category_OneId: sodas.id, barCode: '5449000011', quantity: 20, lowstock: 5 });
  await add('water', { name: 'Dasani Water', categoryId: drinks.id, brand: 'Coca-Cola', quantity: 2, lowstock: 5 });
  await add('tshirt', { name: 'T-shirt', variants: [{ name: 'Small', sellingPrice: 500, barCode: 'VAR-777', quantity: 3 }] });
  await add('repair', { name: 'Phone Repair', productType: 1, sellingPrice: 1000 });
  await add('hidden', { name: 'Archived Soap', active: 0, quantity: 1 });
  await add('notForSale', { name: 'Office Paper', sellThis: false, buyThis: true, quantity: 9 });
  await add('percent', { name: 'Discount 50%_off', productCode: 'P_50' });
  await add('sugar', { name: 'sugar 1kg', quantity: 7, buyThis: false });
  await addProduct(t, stranger, { name: 'Fanta elsewhere' });
});
type Page = RouteResult<typeof getPaginatedProducts>;
async function page(query: string, token = owner.token) {
  const res = await call<Page>(t.app, 'GET', `/api/Product/GetPaginatedProducts/${owner.businessId}${query}`, { token });
  expect(res.status, res.body.errordesc).toBe(200);
  return getPaginatedProducts.result.parse(res.body.result);
}
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('I1, I2, I3, I5 lists', () => {
  it('I1 lists products and services, active and inactive, by name', async () => {
    const res = await call<Product[]>(t.app, 'GET', `/api/Product/GetAllProductsAndServices/${owner.businessId}`, { token: owner.token });
    expect(names(res.body.result!)).toEqual([
      'Archived Soap',
      'Dasani Water',
      'Discount 50%_off',
      'Fanta 500ml',
      'Office Paper',
      'Phone Repair',
      'sugar 1kg',
      'T-shirt',
    ]);
  });

  it('I2 lists active items as light refs', async () => {
    const res = await call<ProductRef[]>(t.app, 'GET', `/api/Product/GetProducts/${owner.businessId}`, { token: owner.token });
    const refs = getProductRefs.result.parse(res.body.result);
    expect(names(refs)).not.toContain('Archived Soap');
    expect(refs.find((ref) => ref.id === ids.fanta)).toEqual({
      id: ids.fanta,
      name: 'Fanta 500ml',
      productCode: null,
      barCode: '5449000011',
      productType: 0,
      quantity: 20,
      sellingPrice: 120,
    });
  });

  it('I3 lists goods only and I5 services only', async () => {
    const goods = await call<Product[]>(t.app, 'GET', `/api/Product/GetProductsOnly/${owner.businessId}`, { token: owner.token });
    expect(names(goods.body.result!)).not.toContain('Phone Repair');
    expect(goods.body.result!).toHaveLength(7);
    const services = await call<Product[]>(t.app, 'GET', `/api/Product/GetServices/${owner.businessId}`, { token: owner.token });
    expect(names(services.body.result!)).toEqual(['Phone Repair']);
  });

  it('answers 403 BUSINESS_ACCESS for another tenant’s business', async () => {
    const res = await call(t.app, 'GET', `/api/Product/GetAllProductsAndServices/${stranger.businessId}`, { token: owner.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('BUSINESS_ACCESS');
  });
});

describe('I9 GetProductsByCategory', () => {
  it('lists a category, narrows to a subcategory, and hides other businesses’ categories', async () => {
    const all = await call<Product[]>(t.app, 'GET', `/api/Product/GetProductsByCategory/${drinksId}`, { token: owner.token });
    expect(names(all.body.result!)).toEqual(['Dasani Water', 'Fanta 500ml']);
    const sodas = await call<Product[]>(t.app, 'GET', `/api/Product/GetProductsByCategory/${drinksId}?CategoryOneId=${sodasId}`, { token: owner.token });
    expect(names(sodas.body.result!)).toEqual(['Fanta 500ml']);
    const theirs = await insertCategory(t, stranger, 'Their category');
    expect((await call(t.app, 'GET', `/api/Product/GetProductsByCategory/${theirs.id}`, { token: owner.token })).status).toBe(404);
  });
});

describe('I34 GetPaginatedProducts', () => {
  it('pages by name with totals; a page past the end is empty', async () => {
    const first = await page('?PageSize=3');
    expect(first).toMatchObject({ totalRecords: 8, totalPages: 3, currentPageNumber: 1, pageSize: 3 });
    expect(names(first.data)).toEqual(['Archived Soap', 'Dasani Water', 'Discount 50%_off']);
    const last = await page('?PageSize=3&CurrentPageNumber=3');
    expect(names(last.data)).toEqual(['sugar 1kg', 'T-shirt']);
    const beyond = await page('?PageSize=3&CurrentPageNumber=9');
    expect(beyond).toMatchObject({ data: [], totalRecords: 8, totalPages: 3 });
  });

  it('filters by type, category, subcategory, BuyThis and LowStock', async () => {
    expect(names((await page('?ProductType=Services')).data)).toEqual(['Phone Repair']);
    expect((await page('?ProductType=Products')).totalRecords).toBe(7);
    expect(await page('?ProductType=Bundles')).toMatchObject({ data: [], totalRecords: 0, totalPages: 0 });
    expect(names((await page(`?CategoryId=${drinksId}`)).data)).toEqual(['Dasani Water', 'Fanta 500ml']);
    expect(names((await page(`?CategoryId=${drinksId}&CategoryOneId=${sodasId}`)).data)).toEqual(['Fanta 500ml']);
    expect(names((await page('?CategoryId=0&CategoryOneId=0')).data)).toHaveLength(8);
    expect(names((await page('?BuyThis=false')).data)).toEqual(['sugar 1kg']);
    expect(names((await page('?LowStock=true')).data)).toEqual(['Archived Soap', 'Dasani Water', 'T-shirt']);
  });

  it('searches name fragments, barcodes, variant barcodes, brand and codes, case-insensitively', async () => {
    expect(names((await page('?SearchParam=FANTA')).data)).toEqual(['Fanta 500ml']);
    expect(names((await page('?SearchParam=%20ugar%20')).data)).toEqual(['sugar 1kg']);
    expect(names((await page('?SearchParam=5449000011')).data)).toEqual(['Fanta 500ml']);
    expect(names((await page('?SearchParam=VAR-777')).data)).toEqual(['T-shirt']);
    expect(names((await page('?SearchParam=coca-cola')).data)).toEqual(['Dasani Water']);
    expect(names((await page('?SearchParam=p_50')).data)).toEqual(['Discount 50%_off']);
  });

  it('finds a whole barcode exactly (a variant’s too), and a part of one as text', async () => {
    const shop = await createOwner(t, { businessName: 'Barcode Duka' });
    await addProduct(t, shop, { name: 'Kimbo 1kg', barCode: '61610000001' });
    await addProduct(t, shop, { name: 'Kimbo 2kg', barCode: '616100000012' });
    await addProduct(t, shop, { name: 'Mug', variants: [{ name: 'Blue', sellingPrice: 300, barCode: '61610000009' }] });
    const list = async (search: string) => {
      const res = await call<Page>(t.app, 'GET', `/api/Product/GetPaginatedProducts/${shop.businessId}?SearchParam=${search}`, { token: shop.token });
      return getPaginatedProducts.result.parse(res.body.result);
    };
    // 61610000001 is Kimbo 1kg's whole code, and a part of Kimbo 2kg's: the scanned item alone is the answer.
    expect(await list('61610000001')).toMatchObject({ totalRecords: 1, data: [{ name: 'Kimbo 1kg' }] });
    expect(names((await list('61610000009')).data)).toEqual(['Mug']);
    // No item carries 61610000 whole: the substring search finds all three.
    expect(names((await list('61610000')).data)).toEqual(['Kimbo 1kg', 'Kimbo 2kg', 'Mug']);
  });

  it('takes % and _ in a search literally', async () => {
    expect(names((await page(`?SearchParam=${encodeURIComponent('50%_')}`)).data)).toEqual(['Discount 50%_off']);
    expect((await page(`?SearchParam=${encodeURIComponent('%')}`)).totalRecords).toBe(1);
    expect((await page(`?SearchParam=${encodeURIComponent('a_a')}`)).totalRecords).toBe(0);
  });

  it("treats '', 'null' and 'undefined' as no search", async () => {
    for (const value of ['', 'null', 'undefined', '%20%20']) expect((await page(`?SearchParam=${value}`)).totalRecords).toBe(8);
  });

  it('refuses PageSize 0 or 101 and page 0 with a 400', async () => {
    for (const query of ['?PageSize=0', '?PageSize=101', '?CurrentPageNumber=0', '?ProductType=Goods']) {
      const res = await call(t.app, 'GET', `/api/Product/GetPaginatedProducts/${owner.businessId}${query}`, { token: owner.token });
      expect(res.status, query).toBe(400);
    }
  });
});

describe('I40 GetPosProducts', () => {
  type PosPage = RouteResult<typeof getPosProducts>;
  async function pos(query = '', token = owner.token) {
    const res = await call<PosPage>(t.app, 'GET', `/api/Product/GetPosProducts/${owner.businessId}${query}`, { token });
    expect(res.status, res.body.errordesc).toBe(200);
    return getPosProducts.result.parse(res.body.result);
  }

  it('lists active items for sale with bundles merged by name; a bundle’s quantity follows its tracked components', async () => {
    await addBundle(t, owner, {
      name: 'Party Pack',
      price: 500,
      discount: 20,
      batchStore: [
        { productId: ids.fanta!, quantity: 6 },
        { productId: ids.repair!, quantity: 1 },
      ],
    });
    const all = await pos();
    expect(names(all.data)).toEqual(['Dasani Water', 'Discount 50%_off', 'Fanta 500ml', 'Party Pack', 'Phone Repair', 'sugar 1kg', 'T-shirt']);
    expect(all.totalRecords).toBe(7);
    const bundle = all.data.find((item) => item.isBundle) as PosItem;
    expect(bundle).toMatchObject({ sellingPrice: 500, discount: 20, quantity: 3, isBundle: true, trackInventory: 1, categoryId: null, unitId: null });
    expect(bundle.batchStore).toEqual([
      { productId: ids.fanta, name: 'Fanta 500ml', quantity: 6, sellingPrice: 120 },
      { productId: ids.repair, name: 'Phone Repair', quantity: 1, sellingPrice: 1000 },
    ]);
    const tshirt = all.data.find((item) => item.name === 'T-shirt')!;
    expect(tshirt).toMatchObject({ isBundle: false, quantity: 3 });
    // The till needs the unit to refuse 2.5 pieces.
    expect(tshirt.unitId).toEqual(expect.any(Number));
    expect(tshirt.variants).toHaveLength(1);
  });

  it('pages across products and bundles without gaps or repeats', async () => {
    const seen: string[] = [];
    for (let number = 1; number <= 3; number += 1) {
      const result = await pos(`?PageSize=3&CurrentPageNumber=${number}`);
      expect(result.totalPages).toBe(3);
      seen.push(...names(result.data));
    }
    expect(seen).toEqual(names((await pos()).data));
    expect((await pos('?PageSize=3&CurrentPageNumber=4')).data).toEqual([]);
  });

  it('filters: Bundles only, Products only, a category hides bundles, a search matches bundles too', async () => {
    expect(names((await pos('?ProductType=Bundles')).data)).toEqual(['Party Pack']);
    expect(names((await pos('?ProductType=Products')).data)).not.toContain('Party Pack');
    expect(names((await pos('?ProductType=Services')).data)).toEqual(['Phone Repair']);
    expect(names((await pos(`?CategoryId=${drinksId}`)).data)).toEqual(['Dasani Water', 'Fanta 500ml']);
    // Office Paper matches too, but sellThis is false: the till never offers it.
    const searched = await pos('?SearchParam=pa');
    expect(names(searched.data)).toEqual(['Party Pack', 'Phone Repair']);
    // The bundle counts in the search's total (read in the page's own statement).
    expect(searched.totalRecords).toBe(2);
    expect(names((await pos('?SearchParam=5449000011')).data)).toEqual(['Fanta 500ml']);
  });

  it('gives a bundle null quantity when no component tracks stock', async () => {
    await addBundle(t, owner, { name: 'Service Combo', price: 1500, batchStore: [{ productId: ids.repair!, quantity: 1 }] });
    const result = await pos('?ProductType=Bundles');
    expect(result.data.find((item) => item.name === 'Service Combo')).toMatchObject({ quantity: null, trackInventory: 0 });
  });

  it('is open to a cashier with the pos role only, and closed to a role without pos or products', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await pos('', cashier.token)).totalRecords).toBeGreaterThan(0);
    const clerk = await createMember(t, owner, { roleTypes: 'User', roles: ['customers'] });
    const res = await call(t.app, 'GET', `/api/Product/GetPosProducts/${owner.businessId}`, { token: clerk.token });
    expect(res.status).toBe(403);
    const catalog = await call(t.app, 'GET', `/api/Product/GetPaginatedProducts/${owner.businessId}`, { token: cashier.token });
    expect(catalog.status).toBe(403);
  });
});

describe('a list row is the whole product', () => {
  it('I34 and I40 give the category names, live variants and suppliers I18 gives', async () => {
    const shop = stranger;
    const flour = await insertCategory(t, shop, 'Flour');
    const maize = await insertSubcategory(t, shop, flour.id, 'Maize');
    const [mill, farm] = [await insertSupplier(t, shop, 'Mill Ltd'), await insertSupplier(t, shop, 'Farm Co')];
    const added = await addProduct(t, shop, {
      name: 'Jogoo 2kg',
      categoryId: flour.id,
      category_OneId: maize.id,
      suppliers: [farm!.id, mill!.id],
      variants: [
        { name: 'Single', sellingPrice: 210.5, barCode: 'JG-1' },
        { name: 'Bale', sellingPrice: 2399.5, barCode: 'JG-12', quantity: 1 },
      ],
    });
    // A removed variant is kept as a deleted row: the lists must not show it.
    const edit = editBody(added, { variants: [added.variants[1]!] });
    const edited = await call(t.app, 'POST', `/api/Product/UpdateProduct/${added.id}`, { token: shop.token, body: edit });
    expect(edited.status, edited.body.errordesc).toBe(200);
    const whole = (await call<Product>(t.app, 'GET', `/api/Product/GetProduct/${added.id}`, { token: shop.token })).body.result!;
    expect(whole).toMatchObject({ categoryName: 'Flour', subcategoryName: 'Maize', suppliers: [mill!.id, farm!.id].sort((a, b) => a - b) });
    expect(whole.variants.map((variant) => variant.name)).toEqual(['Bale']);

    const listed = await call<Page>(t.app, 'GET', `/api/Product/GetPaginatedProducts/${shop.businessId}?SearchParam=jogoo`, { token: shop.token });
    expect(getPaginatedProducts.result.parse(listed.body.result).data).toEqual([whole]);
    const sold = await call<RouteResult<typeof getPosProducts>>(t.app, 'GET', `/api/Product/GetPosProducts/${shop.businessId}?SearchParam=jogoo`, {
      token: shop.token,
    });
    const item = getPosProducts.result.parse(sold.body.result).data[0]!;
    expect(item).toMatchObject({ id: added.id, categoryId: flour.id, variants: whole.variants });
  });
});
