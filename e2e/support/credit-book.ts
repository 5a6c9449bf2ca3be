import { expect, type APIRequestContext } from '@playwright/test';
import * as factories from '@dukani/test-factories';
import { getCustomer, getProduct } from '@dukani/contracts';
import { transportOf, type SignedIn } from './api';

/** Three tracked units of Omo at 100 sold on pay later to Wanjiru: she owes 300 and 17 stay on the shelf. */
export async function payLaterSale(request: APIRequestContext, owner: SignedIn) {
  const transport = transportOf(request);
  const product = await factories.addProduct(transport, owner, { name: 'Omo 1kg', sellingPrice: 100, quantity: 20, taxCode: 'B' });
  const customer = await factories.addCustomer(transport, owner, { firstName: 'Wanjiru', lastName: 'Kamau' });
  const sale = factories.cashSale(owner, [{ productId: product.id, quantity: 3, calcPrice: 100 }], {
    customerId: customer.id,
    paymentSummary: [{ paymentValue: 'PayLater', amount: 0, dueDate: '2030-01-31' }],
    totalPaid: 0,
    balance: 300,
  });
  const sold = await factories.postSale(transport, owner, sale);
  expect(sold.status, sold.body.errordesc).toBe(200);
  return { product, customer, sale: sold.body.result! };
}

export async function stockOf(request: APIRequestContext, owner: SignedIn, productId: number) {
  const res = await factories.callRoute(transportOf(request), getProduct, { token: owner.token, params: { id: productId } });
  return res.body.result!.quantity;
}

export async function balanceOf(request: APIRequestContext, owner: SignedIn, customerId: number) {
  const res = await factories.callRoute(transportOf(request), getCustomer, { token: owner.token, params: { id: customerId } });
  return res.body.result!.balance;
}
