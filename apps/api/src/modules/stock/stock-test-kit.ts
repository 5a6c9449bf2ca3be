import { expect } from 'vitest';
import type { getStockActivity, Product, ProductInput, RouteResult, StockAdjustment } from '@dukani/contracts';
import { call, type TestApp } from '../../../test/helper';
import type { Owner } from '../../../test/fixtures';

/** Shared by the stock tests: products come from I10 exactly as the back office creates them. */
export async function addProduct(t: TestApp, owner: Pick<Owner, 'token' | 'businessId'>, input: Partial<ProductInput> = {}): Promise<Product> {
  const res = await call<Product>(t.app, 'POST', '/api/Product/AddProduct', {
    token: owner.token,
    body: { businessId: owner.businessId, name: 'Ketepa Tea 100g', sellingPrice: 120, buyingPrice: 95, quantity: 10, lowstock: 3, ...input },
  });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
}

export function adjust(t: TestApp, token: string, body: StockAdjustment, headers: Record<string, string> = {}) {
  return call<Product>(t.app, 'PUT', '/api/Product/AdjustStock', { token, body, headers });
}

export function receive(t: TestApp, token: string, body: StockAdjustment) {
  return call<Product>(t.app, 'POST', '/api/Product/UpdateStock', { token, body });
}

export async function history(t: TestApp, token: string, productId: number, query = '') {
  const res = await call<RouteResult<typeof getStockActivity>>(t.app, 'GET', `/api/Product/GetStockActivity/${productId}${query}`, { token });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
}

export async function getProduct(t: TestApp, token: string, id: number): Promise<Product> {
  const res = await call<Product>(t.app, 'GET', `/api/Product/GetProduct/${id}`, { token });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
}
