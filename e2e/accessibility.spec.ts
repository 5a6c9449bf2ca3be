import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addCustomer, addPlainExpense, addProduct, addPurchase, addSupplier, cashSale, openRegister, postSale } from '@dukani/test-factories';
import { expect, test } from './support/fixtures';
import { registerOwnerViaApi, storeSession, transportOf, type SignedIn } from './support/api';
import { motionEnded } from './support/sweep';

/** The nine screens of the first-day walk (issue 36 item 19), each with what shows it has drawn its data. */
const SCREENS: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/overview', ready: (page) => expect(page.getByRole('region', { name: 'How the shop is doing' })).toBeVisible() },
  { path: '/pos', ready: (page) => expect(page.getByRole('button', { name: /Ketepa Tea/ }).first()).toBeVisible() },
  { path: '/products', ready: (page) => expect(page.getByText('Ketepa Tea').first()).toBeVisible() },
  { path: '/customers', ready: (page) => expect(page.getByText('Wanjiru Kamau').first()).toBeVisible() },
  { path: '/transactions', ready: (page) => expect(page.getByText('240.00').first()).toBeVisible() },
  { path: '/expenses', ready: (page) => expect(page.getByText('Sugar for the chai').first()).toBeVisible() },
  { path: '/suppliers', ready: (page) => expect(page.getByText('Kapa Wholesalers').first()).toBeVisible() },
  { path: '/tax-authority', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/account/profile', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
];

/** The widths and themes of the walk: a shop's desk in light, a phone in dark. */
const VIEWS = [
  { width: 1366, height: 768, scheme: 'light' as const },
  { width: 360, height: 740, scheme: 'dark' as const },
];

/** A shop with something on every screen: a product, a customer, a supplier and a purchase, an expense, a sale. */
async function shopWithData(request: Parameters<typeof transportOf>[0]): Promise<SignedIn> {
  const owner = await registerOwnerViaApi(request, 'Duka la Mama');
  const transport = transportOf(request);
  const tea = await addProduct(transport, owner, { name: 'Ketepa Tea', sellingPrice: 120, buyingPrice: 95, quantity: 10 });
  await addCustomer(transport, owner, { firstName: 'Wanjiru', lastName: 'Kamau' });
  const supplier = await addSupplier(transport, owner, { supplierName: 'Kapa Wholesalers' });
  await addPurchase(transport, owner, supplier.id, [{ item_Desc: 'Sugar 2kg', quantity: 4, itemCost: 210 }]);
  await addPlainExpense(transport, owner, [{ item_Desc: 'Sugar for the chai', quantity: 1, itemCost: 150 }]);
  await openRegister(transport, owner, 0);
  const sale = await postSale(transport, owner, cashSale(owner, [{ productId: tea.id, quantity: 2, calcPrice: 120, name: 'Ketepa Tea' }]));
  expect(sale.status).toBe(200);
  return owner;
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * A violation as a person fixing it needs it: the rule and its impact, then each element (its CSS target, the
 * start of its HTML, and axe's reason, e.g. the two colours and their ratio).
 */
function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const reason = node.any[0]?.message ?? node.all[0]?.message ?? '';
    return `    ${node.target.join(' ')}  ${node.html.slice(0, 140)}\n      ${reason}`;
  });
  return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
}

test.describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  for (const view of VIEWS) {
    test(`the nine screens have no serious or critical violation at ${view.width} px ${view.scheme}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const owner = await shopWithData(request);
      await page.setViewportSize({ width: view.width, height: view.height });
      await page.emulateMedia({ colorScheme: view.scheme, reducedMotion: 'reduce' });
      await storeSession(page, owner);
      const found: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await screen.ready(page);
        await motionEnded(page);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        if (serious.length > 0) found.push(`${screen.path}:\n${serious.map(describeViolation).join('\n')}`);
      }
      expect(found, `serious or critical violations at ${view.width} px ${view.scheme}:\n${found.join('\n')}`).toEqual([]);
    });
  }
});
