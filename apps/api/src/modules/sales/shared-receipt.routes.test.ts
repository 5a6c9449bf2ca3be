// Issue 32 item 9: the public receipt link (K6/K7, no sign-in) shows what the paper receipt shows, nothing more.
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { deleteCustomer, getSharedReceipt } from '@dukani/contracts';
import { addCustomer, addProduct, cashSale, openRegister, postSale, voidSale } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import type { Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Links' });
  await openRegister(t.transport, owner, 0);
});

const shared = async (token: string) => (await t.call(getSharedReceipt, { params: { token } })).body.result!;

async function pdfText(token: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/Receipt/Pdf/${token}` });
  expect(res.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  return text;
}

async function sellTea(extra: { customerId?: number } = {}) {
  const tea = await addProduct(t.transport, owner, {
    name: 'Chai Tea 500g',
    sellingPrice: 400,
    buyingPrice: 255,
    wholesalePrice: 350,
    minSellingPrice: 380,
    minWholesalePrice: 330,
    quantity: 20,
  });
  const sale = await postSale(t.transport, owner, cashSale(owner, [{ productId: tea.id, quantity: 2, calcPrice: 400 }], extra));
  expect(sale.status).toBe(200);
  return sale.body.result!;
}

describe('K6/K7 the shared receipt', () => {
  it('gives each line what the paper prints: no cost, minimum or wholesale price', async () => {
    const sale = await sellTea();
    const { itemList, receipt, voided } = await shared(sale.receipt.shareToken);
    expect(voided).toBe(false);
    expect(receipt.receiptNo).toBe(sale.receiptNo);
    expect(itemList).toEqual([
      {
        name: 'Chai Tea 500g',
        quantity: 2,
        calcPrice: 400,
        discount: 0,
        orderDiscountShare: 0,
        lineAmount: 800,
        tax: expect.any(Number),
        taxRate: 0.16,
        taxCode: expect.any(String),
        taxInclusive: true,
        // The product's unit (Piece by default), so the paper can print "1.5 kg" for a measured one.
        unitId: 1,
      },
    ]);
    const raw = (await t.app.inject({ method: 'GET', url: `/api/Receipt/Shared/${sale.receipt.shareToken}` })).body;
    for (const secret of ['unitCost', 'buyingPrice', 'minSellingPrice', 'wholesalePrice', 'minWholesalePrice']) expect(raw).not.toContain(secret);
  });

  it('says Voided once the sale is voided, on the page and in the PDF', async () => {
    const sale = await sellTea();
    expect(await pdfText(sale.receipt.shareToken)).toContain('Chai Tea 500g');
    expect((await voidSale(t.transport, owner, sale.transactionId)).status).toBe(200);
    expect((await shared(sale.receipt.shareToken)).voided).toBe(true);
    const text = await pdfText(sale.receipt.shareToken);
    expect(text).toContain('VOIDED');
    expect(text).not.toContain('Chai Tea 500g');
  });

  it('leaves out a deleted customer’s phone', async () => {
    const customer = await addCustomer(t.transport, owner, { firstName: 'Achieng', lastName: 'Otieno', phoneNumber: '0722000311' });
    const sale = await sellTea({ customerId: customer.id });
    expect((await shared(sale.receipt.shareToken)).receipt).toMatchObject({ clientName: 'Achieng Otieno', clientPhone: '+254722000311' });
    expect((await t.call(deleteCustomer, { token: owner.token, params: { id: customer.id } })).status).toBe(200);
    expect((await shared(sale.receipt.shareToken)).receipt).toMatchObject({ clientName: 'Achieng Otieno', clientPhone: null });
  });
});
