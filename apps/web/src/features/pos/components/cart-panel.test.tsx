import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS_ID, renderTill, signInCashier } from '@/test/render-till';
import { BEEF, cartItem, OPTIONS, SUGAR } from '@/test/cart-items';
import { usePosStore } from '../state/pos-store';
import { CartPanel } from './cart-panel';

const renderCart = () => renderTill(<CartPanel options={OPTIONS} selectedKey={null} onSelect={() => undefined} onRefused={() => undefined} actions={null} />);
const totals = () => within(screen.getByRole('definition', { name: 'Amount due' }).closest('dl')!);
const amountDue = () => screen.getByRole('definition', { name: 'Amount due' }).textContent;
const row = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => {
  signInCashier();
  usePosStore.getState().clearOrder();
  usePosStore.getState().bindBusiness(BUSINESS_ID);
});

describe('cart', () => {
  it('shows an added item as one line, its count going up with each add, and the totals with it', async () => {
    await renderCart();
    expect(await screen.findByText('Scan or tap an item to start a sale.', {}, { timeout: 5000 })).toBeTruthy();
    usePosStore.getState().addItem(SUGAR, OPTIONS);
    usePosStore.getState().addItem(SUGAR, OPTIONS);
    await waitFor(() => expect(amountDue()).toBe('300.00'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect((screen.getByLabelText('Quantity of Sugar 1kg') as HTMLInputElement).value).toBe('2');
    expect(within(row('Sugar 1kg')).getByText('300.00')).toBeTruthy();
    // VAT 16% included in the price: 300 × 16/116.
    expect(totals().getByText('41.38')).toBeTruthy();
  });

  it('takes a weight for a kg item, and a line and an order discount, and totals them', async () => {
    const user = userEvent.setup({ delay: null });
    usePosStore.getState().addItem(SUGAR, OPTIONS);
    usePosStore.getState().addItem(SUGAR, OPTIONS);
    usePosStore.getState().addItem(BEEF, OPTIONS);
    await renderCart();
    await screen.findByLabelText('Quantity of Beef', {}, { timeout: 5000 });

    const weight = screen.getByLabelText('Quantity of Beef');
    await user.clear(weight);
    await user.type(weight, '1.25');
    await waitFor(() => expect(usePosStore.getState().cart.lines.find((l) => l.productId === BEEF.productId)?.quantity).toBe(1.25));
    expect(within(row('Beef')).getByText('750.00')).toBeTruthy();
    expect(amountDue()).toBe('1,050.00');

    // A line discount, in the line's editor (loaded on first use).
    await user.click(screen.getByRole('button', { name: 'Change price or discount of Beef' }));
    const discount = await screen.findByLabelText('Discount on Beef', {}, { timeout: 5000 });
    await user.clear(discount);
    await user.type(discount, '50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(row('Beef')).getByText('700.00')).toBeTruthy());
    expect(amountDue()).toBe('1,000.00');

    // 10% off the order, spread over the lines: 270 + 630.
    await user.selectOptions(screen.getByLabelText('Discount type'), '%');
    await user.type(screen.getByLabelText('Order discount'), '10');
    await waitFor(() => expect(amountDue()).toBe('900.00'));
    // As the receipt reads it (issue 36, item 5): the subtotal is the lines after their own discounts (1,050 − 50),
    // and the order's 100 shows once.
    expect(totals().getByText('1,000.00')).toBeTruthy();
    expect(totals().getByText('−100.00')).toBeTruthy();
    // Tax per line on what is left: 270 × 16/116 = 37.24 and 630 × 16/116 = 86.90.
    expect(totals().getByText('124.14')).toBeTruthy();
  });

  it('prices the cart wholesale or retail from the price-type buttons, one always pressed', async () => {
    const user = userEvent.setup({ delay: null });
    usePosStore.getState().addItem(cartItem(3, 'Soap', 120, { wholesalePrice: 100 }), OPTIONS);
    await renderCart();
    const priceType = await screen.findByRole('group', { name: 'Price type' }, { timeout: 5000 });
    const retail = within(priceType).getByRole('button', { name: 'Retail' });
    const wholesale = within(priceType).getByRole('button', { name: 'Wholesale' });
    expect(retail.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(amountDue()).toBe('120.00'));

    await user.click(wholesale);
    await waitFor(() => expect(amountDue()).toBe('100.00'));
    expect(wholesale.getAttribute('aria-pressed')).toBe('true');
    expect(retail.getAttribute('aria-pressed')).toBe('false');
    // A second click on the chosen one keeps it: the cart is never left without a price type.
    const before = usePosStore.getState().cart;
    await user.click(wholesale);
    expect(usePosStore.getState().cart).toBe(before);
    expect(usePosStore.getState().cart.priceType).toBe('W');
    expect(amountDue()).toBe('100.00');

    await user.click(retail);
    await waitFor(() => expect(amountDue()).toBe('120.00'));
  });
});
