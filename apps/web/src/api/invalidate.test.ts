import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bundleKeys } from './bundles/bundle-keys';
import { categoryKeys } from './categories/category-keys';
import { customerKeys } from './customers/customer-keys';
import { invalidateResources } from './invalidate';
import { afterSale } from './pos/post-sale';
import { posKeys } from './pos/pos-keys';
import { productKeys } from './products/product-keys';

/** A client holding one cached answer under each key, none of them stale yet. */
function clientWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, { cached: true });
  return client;
}
const isStale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe('invalidation by resource', () => {
  const productList = productKeys.list(7, { CurrentPageNumber: 1 });
  const tillGrid = productKeys.posList(7, { productType: 'All', page: 1 });
  const productCount = productKeys.count(7);
  const bundles = bundleKeys.list(7);
  const categories = categoryKeys.list(7);

  it('a product change reaches the product list, the till grid and the overview count, and nothing else', async () => {
    const client = clientWith([productList, tillGrid, productCount, bundles, categories]);
    await invalidateResources(client, productKeys);
    expect([productList, tillGrid, productCount].map((key) => isStale(client, key))).toEqual([true, true, true]);
    expect([bundles, categories].map((key) => isStale(client, key))).toEqual([false, false]);
  });

  it('a sale refreshes stock (products, bundles), customers’ balances, the register and today’s sales', async () => {
    const customers = customerKeys.list(7);
    const session = posKeys.session(7);
    const today = posKeys.todaysSales(7);
    const client = clientWith([productList, tillGrid, bundles, customers, session, today, categories]);
    await afterSale(client);
    expect([productList, tillGrid, bundles, customers, session, today].every((key) => isStale(client, key))).toBe(true);
    expect(isStale(client, categories)).toBe(false);
  });

  it('keys of one resource share its root, so one invalidation reaches them all', () => {
    for (const [factory, keys] of [
      [productKeys, [productList, tillGrid, productCount, productKeys.detail(1), productKeys.search(7, 'Products', 'so')]],
      [bundleKeys, [bundles, bundleKeys.detail(1)]],
    ] as const) {
      for (const key of keys) expect(key.slice(0, factory.all.length)).toEqual([...factory.all]);
    }
  });
});
