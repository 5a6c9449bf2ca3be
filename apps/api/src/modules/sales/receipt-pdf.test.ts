import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { addProduct, amountDueOf, cashSale, postSale, type SaleLine } from '@dukani/test-factories';
import { call, multipart, PNG_1X1, useTestApp } from '../../../test/helper';
import type { Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Receipts' });
});

async function pdfOf(shareToken: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/Receipt/Pdf/${shareToken}` });
  expect(res.statusCode).toBe(200);
  const raw = res.rawPayload.toString('latin1');
  // pdf.js takes the bytes over (detaches the buffer): hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  // Each run of text with where it ends on the page, to check figures stay inside the right margin.
  const runs = content.items.flatMap((item) => ('str' in item && item.str.trim() ? [{ text: item.str, right: item.transform[4]! + item.width }] : []));
  const { text } = await extractText(pdf, { mergePages: true });
  return { raw, text, runs, pageWidth: page.view[2]! };
}

describe('K7 receipt PDF', () => {
  it('prints lines at their own price, the order discount once with a real minus sign, figures inside the margin, and the logo', async () => {
    const logo = await call(t.app, 'POST', '/api/Settings/SaveReceiptSettings', {
      token: owner.token,
      ...(await multipart({ businessId: owner.businessId }, { data: PNG_1X1 })),
    });
    expect(logo.status, logo.body.errordesc).toBe(200);
    const products = await Promise.all(
      [305, 168, 527].map((price, index) => addProduct(t.transport, owner, { name: `Item ${index + 1}`, sellingPrice: price, quantity: 10 })),
    );
    const lines: SaleLine[] = products.map((product, index) => ({ productId: product.id, quantity: 1, calcPrice: [305, 168, 527][index]!, taxRate: 0 }));
    const discount = { type: 'KES' as const, amount: 145 };
    const due = amountDueOf(lines, { discount, taxRate: 0 });
    expect(due).toBe(855);
    const sold = await postSale(
      t.transport,
      owner,
      cashSale(owner, lines, { discount, paymentSummary: [{ paymentValue: 'Cash', amount: due }], totalPaid: due }),
    );
    expect(sold.status, sold.body.errordesc).toBe(200);

    const { text, runs, raw, pageWidth } = await pdfOf(sold.body.result!.receipt.shareToken);
    // Lines at their own price (305 + 168 + 527 = 1,000), not net of the spread discount (260.77 …).
    for (const figure of ['305.00', '168.00', '527.00', '1,000.00', '855.00']) expect(text).toContain(figure);
    expect(text).not.toContain('260.77');
    expect(text).toMatch(/[−-]KSh 145\.00/);
    expect(text).not.toContain('"KSh');
    // Every run ends inside the 50 pt right margin.
    for (const run of runs) expect(run.right, run.text).toBeLessThanOrEqual(pageWidth - 50 + 0.5);
    expect(raw).toContain('/Subtype /Image');
    expect(raw).toContain('DejaVuSans');
  });
});
