import { expect } from 'vitest';
import type { getStockActivity, Product, RouteResult, StockAdjustment } from '@dukani/contracts';
import { call, type TestApp } from './helper';

export { addProduct } from './catalog';

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
