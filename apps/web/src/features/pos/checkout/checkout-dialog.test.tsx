import { describe, expect, it, beforeEach } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerRow, SalePayload } from '@dukani/contracts';
import { posKeys } from '@/api/pos/pos-keys';
import { BUSINESS_ID, answer, fakeServer, paymentModes, renderTill, signInCashier, type FakeRoute, type SentRequest } from '@/test/render-till';
import { OPTIONS, SUGAR } from '@/test/cart-items';
import { usePosStore } from '../state/pos-store';
import { CheckoutDialog } from './checkout-dialog';

const WANJIRU: CustomerRow = {
  id: 31,
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  email: null,
  phoneNumber: '+254712000111',
  clientName: 'Wanjiru Kamau',
  customerInfoCustId: BUSINESS_ID,
  active: true,
  favourite: false,
  approved: true,
  billingCompany: null,
  billingAddress: null,
  billingCity: null,
  billingPostcode: null,
  billingCountry: null,
  billingEmail: null,
  balance: 0,
} as CustomerRow;

/** The server already holds this clientSaleId: the till counts the sale as recorded and shows its own receipt. */
const saleRecorded = (request: SentRequest) =>
  request.method === 'POST' && request.path === `/api/Transactions/AddKraSale/${BUSINESS_ID}`
    ? { status: 409, body: { success: false, code: 'DUPLICATE', field: 'clientSaleId', errordesc: 'This sale is recorded already.' } }
    : undefined;

const postedSale = (sent: SentRequest[]) =>
  sent.find((r) => r.method === 'POST' && r.path.startsWith('/api/Transactions/AddKraSale/'))?.body as SalePayload | undefined;

async function openCheckout(...firstRoutes: FakeRoute[]) {
  const server = fakeServer(...firstRoutes, paymentModes, answer('GET', /^\/api\/Customer\/GetCustomers\//, [WANJIRU]), saleRecorded);
  const { queryClient } = await renderTill(<CheckoutDialog open businessId={BUSINESS_ID} onClose={() => undefined} />);
  // The methods come from J1 (the fake server) once the dialog is open.
  await screen.findByRole('button', { name: 'Split Payment' }, { timeout: 5000 });
  return { ...server, queryClient };
}

beforeEach(() => {
  signInCashier();
  usePosStore.getState().clearOrder();
  usePosStore.getState().bindBusiness(BUSINESS_ID);
  usePosStore.getState().addItem(SUGAR, OPTIONS);
  usePosStore.getState().addItem(SUGAR, OPTIONS);
});

describe('checkout', () => {
  it('takes cash, shows the change and posts the sale paid in full', async () => {
    const user = userEvent.setup({ delay: null });
    const server = await openCheckout();
    expect(screen.getByRole('heading', { name: /300\.00/ })).toBeTruthy();
    await user.type(screen.getByLabelText('Cash received'), '500');
    expect(screen.getByText('Change: 200.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    await waitFor(() => expect(postedSale(server.sent)).toBeDefined());
    const sale = postedSale(server.sent)!;
    // The cash handed over is sent; the server works out the same change.
    expect(sale.paymentSummary).toEqual([expect.objectContaining({ paymentValue: 'Cash', amount: 500 })]);
    expect(sale.totalPaid).toBe(500);
    // A negative balance is change given back, not credit.
    expect(sale.balance).toBe(-200);
    expect(sale.itemList).toEqual([expect.objectContaining({ productId: SUGAR.productId, quantity: 2, calcPrice: 150 })]);
    // Recorded: the order leaves the till at once.
    await waitFor(() => expect(usePosStore.getState().cart.lines).toHaveLength(0));
  });

  it('says what is still owed when the cash is short, and then needs a customer', async () => {
    const user = userEvent.setup({ delay: null });
    await openCheckout();
    await user.type(screen.getByLabelText('Cash received'), '100');
    expect(screen.getByText(/Still owed: 200\.00/)).toBeTruthy();
    expect(screen.getByText('Choose a customer for a sale paid later or in part.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Complete sale' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('splits the payment over two methods and posts both parts', async () => {
    const user = userEvent.setup({ delay: null });
    const server = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Split Payment' }));
    await user.click(screen.getByRole('button', { name: 'Add a payment' }));
    const first = screen.getByRole('group', { name: 'Payment part 1' });
    const amount = within(first).getByLabelText('Amount 1');
    await user.clear(amount);
    await user.type(amount, '100');
    expect(screen.getByText('Remaining: 200.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a payment' }));
    expect(screen.getByText('Remaining: 0.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    await waitFor(() => expect(postedSale(server.sent)).toBeDefined());
    const sale = postedSale(server.sent)!;
    expect(sale.paymentSummary.map((p) => [p.paymentValue, p.amount])).toEqual([
      ['Cash', 100],
      ['Card', 200],
    ]);
    expect(sale.balance).toBe(0);
  });

  it('pays later only with a customer to owe it', async () => {
    const user = userEvent.setup({ delay: null });
    const server = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Pay Later' }));
    expect(screen.getByText('Choose a customer for a sale paid later or in part.')).toBeTruthy();
    const complete = () => screen.getByRole('button', { name: 'Complete sale' }) as HTMLButtonElement;
    expect(complete().disabled).toBe(true);
    expect(postedSale(server.sent)).toBeUndefined();

    await user.click(screen.getByLabelText('Customer'));
    await user.click(await screen.findByRole('option', { name: 'Wanjiru Kamau' }));
    expect(screen.queryByText('Choose a customer for a sale paid later or in part.')).toBeNull();
    expect(complete().disabled).toBe(false);
    await user.click(complete());
    await waitFor(() => expect(postedSale(server.sent)).toBeDefined());
    const sale = postedSale(server.sent)!;
    expect(sale.customerId).toBe(WANJIRU.id);
    expect(sale.totalPaid).toBe(0);
    expect(sale.balance).toBe(300);
    expect(sale.paymentSummary).toEqual([expect.objectContaining({ paymentValue: 'PayLater', amount: 0 })]);
  });

  it('keeps the method the cashier picked when the payment methods are read again', async () => {
    const user = userEvent.setup({ delay: null });
    let ownerAdded = false;
    // J1 read again after the pick brings a method the owner added meanwhile: new choices, the same pick.
    const ownerAddedMethod: FakeRoute = (request) =>
      request.path.startsWith('/api/CategoricalData/GetPosPaymentMode/') && ownerAdded
        ? {
            body: {
              success: true,
              result: {
                paymentModes: [
                  { id: 1, paymentValue: 'Cash', displayValue: 'Cash' },
                  { id: 4, paymentValue: 'PayLater', displayValue: 'Pay Later' },
                  { id: 3, paymentValue: 'SplitPayment', displayValue: 'Split Payment' },
                ],
                customMethods: [
                  { id: 9, paymentValue: 'Cheque', displayValue: 'Cheque', displayName: null, businessId: BUSINESS_ID, tenantId: 1, isDefault: false },
                ],
                mobileMoneyEnabled: false,
              },
            },
          }
        : undefined;
    const { queryClient } = await openCheckout(ownerAddedMethod);
    await user.click(screen.getByRole('button', { name: 'Pay Later' }));
    ownerAdded = true;
    await queryClient.invalidateQueries({ queryKey: posKeys.paymentModes(BUSINESS_ID) });
    await screen.findByRole('button', { name: 'Cheque' });
    // Whatever the new methods set off (effects after the paint) has run before the pick is read.
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Pay Later' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Choose a customer for a sale paid later or in part.')).toBeTruthy();
  });
});
