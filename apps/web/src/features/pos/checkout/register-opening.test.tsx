import { describe, expect, it, beforeEach } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS_ID, answer, fakeServer, paymentModes, renderTill, signInCashier, type FakeRoute, type SentRequest } from '@/test/render-till';
import { OPTIONS, SUGAR } from '@/test/cart-items';
import { usePosStore } from '../state/pos-store';
import { CheckoutDialog } from './checkout-dialog';

const SALE_PATH = `/api/Transactions/AddKraSale/${BUSINESS_ID}`;
const OPEN_PATH = '/api/CashRegister/CreateCashRegisterSession';
const SESSION = { id: 5, status: 'Open', openingBalance: 500, openedAt: '2026-11-29T08:00:00Z' };

/** E2 of a shop that sells only with an open register (issue 36, item 13's default for a shop with cashiers). */
const registerRequired = answer('GET', /^\/api\/Settings\/GetReceiptSettings\//, {
  id: 1,
  cashRegisterSettings: { businessId: BUSINESS_ID, requireOpenSession: true, allowNegativeInventory: false },
});
/** K2 answers null until K3 opened a session (or at once, when `isOpen`); K3 answers as `opening` says. */
function register(isOpen: boolean, opening: { status: number; body: unknown } = { status: 200, body: { success: true, result: SESSION } }): FakeRoute {
  let opened = isOpen;
  return (request) => {
    if (request.path === '/api/CashRegister/GetUserCashRegisterSession') return { body: { success: true, result: opened ? SESSION : null } };
    if (request.method !== 'POST' || request.path !== OPEN_PATH) return undefined;
    opened = opening.status === 200;
    return opening;
  };
}
const saleRecorded: FakeRoute = (request) =>
  request.method === 'POST' && request.path === SALE_PATH
    ? { status: 409, body: { success: false, code: 'DUPLICATE', field: 'clientSaleId', errordesc: 'This sale is recorded already.' } }
    : undefined;
const posts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'POST').map((r) => r.path);

async function openCheckout(...routes: FakeRoute[]) {
  const server = fakeServer(paymentModes, registerRequired, ...routes, saleRecorded);
  await renderTill(<CheckoutDialog open businessId={BUSINESS_ID} onClose={() => undefined} />);
  await screen.findByRole('button', { name: 'Split Payment' }, { timeout: 5000 });
  return server;
}

beforeEach(() => {
  signInCashier();
  usePosStore.getState().clearOrder();
  usePosStore.getState().bindBusiness(BUSINESS_ID);
  usePosStore.getState().addItem(SUGAR, OPTIONS);
});

describe('checkout in a shop that sells only with an open register', () => {
  it('asks the float and opens the register before it sends the sale: one trip, not two', async () => {
    const user = userEvent.setup({ delay: null });
    const server = await openCheckout(register(false));
    const float = await screen.findByLabelText('Cash in the drawer now');
    expect(screen.getByText('The register is not open yet. Completing this sale opens it.')).toBeTruthy();
    await user.type(float, '500');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    await waitFor(() => expect(posts(server.sent)).toEqual([OPEN_PATH, SALE_PATH]));
    expect(server.sent.find((r) => r.path === OPEN_PATH)?.body).toEqual({ businessId: BUSINESS_ID, openingBalance: 500, note: '' });
    await waitFor(() => expect(usePosStore.getState().cart.lines).toHaveLength(0));
  });

  it('sends no sale when the register could not be opened, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    const refused = { status: 403, body: { success: false, code: 'FORBIDDEN', errordesc: 'You may not open the register here.' } };
    const server = await openCheckout(register(false, refused));
    await screen.findByLabelText('Cash in the drawer now');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByText('You may not open the register here.')).toBeTruthy();
    expect(posts(server.sent)).toEqual([OPEN_PATH]);
    expect(usePosStore.getState().cart.lines).toHaveLength(1);
  });

  it('with the register already open, neither asks nor opens it again', async () => {
    const user = userEvent.setup({ delay: null });
    const server = await openCheckout(register(true));
    await waitFor(() => expect(server.sent.some((r) => r.path === '/api/CashRegister/GetUserCashRegisterSession')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    await waitFor(() => expect(posts(server.sent)).toEqual([SALE_PATH]));
    expect(screen.queryByLabelText('Cash in the drawer now')).toBeNull();
  });
});
