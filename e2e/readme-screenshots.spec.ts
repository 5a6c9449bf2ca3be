import { addCustomer, addProduct, addPurchase, addSupplier, cashSale, openRegister, postSale } from '@dukani/test-factories';
import { expect, test } from './support/fixtures';
import { registerOwnerViaApi, storeSession, transportOf } from './support/api';
import { motionEnded } from './support/sweep';

/**
 * The README's two pictures, the till and the owner's dashboard, at a desk's 1366×768 in light. They go to
 * docs/screenshots/ (committed) with README_SCREENSHOTS=1, else beside the other tests' pictures, so an
 * ordinary run checks both screens still draw their data without touching the README's files.
 */
const SHOTS = process.env.README_SCREENSHOTS === '1' ? 'docs/screenshots' : 'e2e/screenshots/readme';

const GOODS = [
  { name: 'Ketepa Tea 250g', sellingPrice: 120, buyingPrice: 95 },
  { name: 'Sugar 2kg', sellingPrice: 280, buyingPrice: 240 },
  { name: 'Bread 400g', sellingPrice: 65, buyingPrice: 52 },
  { name: 'Milk 500ml', sellingPrice: 60, buyingPrice: 48 },
  { name: 'Rice 5kg', sellingPrice: 850, buyingPrice: 760 },
  { name: 'Cooking Oil 1L', sellingPrice: 330, buyingPrice: 290 },
  { name: 'Maize Flour 2kg', sellingPrice: 190, buyingPrice: 165 },
  { name: 'Bar Soap', sellingPrice: 95, buyingPrice: 75 },
];

test('the README pictures: the till with a cart and the dashboard after a morning of sales', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await registerOwnerViaApi(request, 'Duka la Mama Njeri');
  const transport = transportOf(request);
  const products = [];
  for (const good of GOODS) products.push(await addProduct(transport, owner, { ...good, quantity: 40 }));
  await addCustomer(transport, owner, { firstName: 'Wanjiru', lastName: 'Kamau' });
  const supplier = await addSupplier(transport, owner, { supplierName: 'Kapa Wholesalers' });
  await addPurchase(transport, owner, supplier.id, [{ item_Desc: 'Sugar 2kg', quantity: 10, itemCost: 240 }]);
  await openRegister(transport, owner, 1000);
  for (const [index, product] of products.entries()) {
    const good = GOODS[index]!;
    const sale = await postSale(
      transport,
      owner,
      cashSale(owner, [{ productId: product.id, quantity: 1 + (index % 3), calcPrice: good.sellingPrice, name: good.name }]),
    );
    expect(sale.status).toBe(200);
  }

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await storeSession(page, owner);
  await page.goto('/overview');
  const board = page.getByRole('region', { name: 'How the shop is doing' });
  await expect(board.getByRole('link', { name: /Net sales today/ })).toContainText('4,005.00');
  await expect(board.getByRole('region', { name: 'Best sellers (30 days)' })).toContainText('Rice 5kg');
  await motionEnded(page);
  await page.screenshot({ path: `${SHOTS}/dashboard.png` });

  await page.goto('/pos');
  for (const name of ['Ketepa Tea 250g', 'Bread 400g', 'Milk 500ml', 'Sugar 2kg']) await page.getByRole('button', { name: `Add ${name}` }).click();
  await expect(page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(4);
  await motionEnded(page);
  await page.screenshot({ path: `${SHOTS}/till.png` });
});
