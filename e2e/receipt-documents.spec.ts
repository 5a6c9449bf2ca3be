import { extractText, getDocumentProxy } from 'unpdf';
import * as factories from '@dukani/test-factories';
import { expect, test } from './support/fixtures';
import { registerOwnerViaApi, transportOf } from './support/api';
import { motionEnded, sweepSchemes, sweepWidths } from './support/sweep';

const SHOTS = 'e2e/screenshots';

/**
 * Issue 36 items 7 and 17: 1.5 kg of rice (exempt, band A) and soap (band B), part paid by M-Pesa, the rest owed by a
 * due date. The share page (the same ReceiptView as the till's and the drawer's receipt) and the PDF print the unit,
 * both bands, "M-Pesa" and what is owed by when, never "Pay Later KSh 0.00".
 */
test('a receipt prints the unit, every tax band (exempt A too), M-Pesa and what a pay-later sale owes by when', async ({ page, request }) => {
  const owner = await registerOwnerViaApi(request, 'Duka la Risiti');
  const transport = transportOf(request);
  const rice = await factories.addProduct(transport, owner, { name: 'Rice', sellingPrice: 180, quantity: 50, taxCode: 'A', unitId: 2 });
  const soap = await factories.addProduct(transport, owner, { name: 'Soap', sellingPrice: 600, quantity: 50, taxCode: 'B' });
  const customer = await factories.addCustomer(transport, owner, { firstName: 'Wanjiru', lastName: 'Kamau' });
  const sold = await factories.postSale(
    transport,
    owner,
    factories.cashSale(
      owner,
      [
        { productId: rice.id, quantity: 1.5, calcPrice: 180 },
        { productId: soap.id, quantity: 1, calcPrice: 600 },
      ],
      {
        customerId: customer.id,
        paymentSummary: [
          { paymentValue: 'Mpesa', displayValue: 'Mpesa', amount: 500, referenceNumber: 'QK12AB34CD' },
          { paymentValue: 'PayLater', amount: 0, dueDate: '2030-01-31' },
        ],
        totalPaid: 500,
        balance: 370,
      },
    ),
  );
  expect(sold.status, sold.body.errordesc).toBe(200);
  const sale = sold.body.result!;

  await page.goto(`/r/${sale.receipt.shareToken}`);
  const receipt = page.getByRole('document', { name: new RegExp(sale.receiptNo) });
  await expect(receipt).toContainText('1.5 kg × 180.00');
  await expect(receipt.getByText('Incl. tax A 0% on 270.00').locator('..')).toContainText('KSh 0.00');
  await expect(receipt.getByText('Incl. tax B 16% on 517.24').locator('..')).toContainText('KSh 82.76');
  await expect(receipt.getByText('M-Pesa QK12AB34CD').locator('..')).toContainText('KSh 500.00');
  await expect(receipt.getByText(/^Balance due by 31\/01\/2030$/).locator('..')).toContainText('KSh 370.00');
  await expect(receipt).not.toContainText('Pay Later');
  await expect(receipt).not.toContainText('Mpesa');

  // The PDF reads the same model: the same unit, bands, name and debt.
  const pdf = await request.get(`/api/Receipt/Pdf/${sale.receipt.shareToken}`);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  for (const words of [
    '1.5 kg × KSh 180.00',
    'Incl. tax A 0 % on KSh 270.00',
    'Incl. tax B 16 % on KSh 517.24',
    'M-Pesa (QK12AB34CD)',
    'Balance due by 31 Jan 2030',
  ])
    expect(text).toContain(words);
  expect(text).not.toContain('Pay Later');

  for (const scheme of sweepSchemes())
    for (const width of sweepWidths([360, 1366])) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await expect(receipt).toBeVisible();
      await motionEnded(page);
      await page.screenshot({ path: `${SHOTS}/receipt-bands-${width}-${scheme}.png`, fullPage: true });
    }
});
