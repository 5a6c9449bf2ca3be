import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PosItem } from '@dukani/contracts';
import { BUSINESS_ID, answer, fakeServer, paymentModes, renderTill, signInCashier } from '@/test/render-till';
import { useLocalCatalog } from '../catalog/local-catalog';
import { usePosStore } from '../state/pos-store';
import PosPage from './pos-page';

const SUGAR_CODE = '6161101234567';
const sugar = {
  id: 1,
  name: 'Sugar 1kg',
  longDesc: null,
  sellingPrice: 150,
  wholesalePrice: 140,
  minSellingPrice: 0,
  minWholesalePrice: 0,
  taxId: 2,
  taxCode: 'B',
  taxRate: 0.16,
  taxInclusive: true,
  productType: 0,
  trackInventory: 1,
  barCode: SUGAR_CODE,
  productCode: null,
  quantity: 40,
  lowstock: 1,
  variants: [],
  categoryId: null,
  category_OneId: null,
  isBundle: false,
  unitId: 1,
} as unknown as PosItem;

/** The device's catalog (Y1): one page with the sugar. */
const catalog = answer('GET', /^\/api\/Sync\/Catalog\//, {
  cursor: '2026-11-27T10:00:00.000Z',
  items: [sugar],
  removedProductIds: [],
  nextAfterId: null,
  bundles: [],
  categories: [],
});

/** Keys as a keyboard-wedge scanner types them, then the cashier's key, all in one go: no render in between. */
function press(...keys: string[]) {
  for (const key of keys) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

async function openTill() {
  fakeServer(catalog, paymentModes, answer('GET', /^\/api\/Customer\/GetCustomers\//, []));
  await renderTill(
    <MemoryRouter initialEntries={['/pos']}>
      <PosPage />
    </MemoryRouter>,
  );
  // The device's copy is synced (Y1) and the grid shows it: the scanner now finds the code without the network.
  await waitFor(() => expect(useLocalCatalog.getState().lastSyncedAt).not.toBeNull(), { timeout: 20_000 });
  await screen.findByRole('button', { name: /^Add Sugar 1kg\b/ }, { timeout: 20_000 });
}

beforeEach(() => {
  signInCashier();
  usePosStore.getState().clearOrder();
  usePosStore.getState().bindBusiness(BUSINESS_ID);
});

describe('the till by keyboard', () => {
  it('charges the line a scan just added when F9 follows at once', async () => {
    await openTill();
    press(...SUGAR_CODE.split(''), 'Enter', 'F9');
    const dialog = await screen.findByRole('dialog', { name: 'Charge 150.00' }, { timeout: 10_000 });
    expect(dialog).toBeTruthy();
    expect(usePosStore.getState().cart.lines.map((l) => [l.name, l.quantity])).toEqual([['Sugar 1kg', 1]]);
  });

  it('opens no checkout for F9 on an empty cart', async () => {
    await openTill();
    press('F9');
    // A scan after it still lands in the cart: the till did not go into a dialog.
    press(...SUGAR_CODE.split(''), 'Enter');
    await waitFor(() => expect(usePosStore.getState().cart.lines).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Charge 150.00' })).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
