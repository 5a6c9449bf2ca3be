import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { getEtimsDocuments, getSharedReceipt, getTransactionDetails, registerDevice } from '@dukani/contracts';
import { addProduct, cashSale, postCreditNote, postSale, type Shop } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { nextKraPin, settleJobs, useEtimsSimulator } from '../../../test/etims';

const etims = useEtimsSimulator();
const t = useTestApp(() => etims.env());

interface HeldSale {
  tin: string;
  invcNo: number;
  rcptSign: string;
  intrlData: string;
  curRcptNo: number;
  totRcptNo: number;
}

async function pdfText(shareToken: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/Receipt/Pdf/${shareToken}` });
  expect(res.statusCode).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  return (await extractText(pdf, { mergePages: true })).text;
}

const details = async (shop: Shop, transactionId: number) =>
  (await t.call(getTransactionDetails, { token: shop.token, params: { businessId: shop.businessId, transactionId } })).body.result!;
const shared = async (token: string) => (await t.call(getSharedReceipt, { params: { token } })).body.result!;

describe('fiscal receipts (§9, issue 14 item 6)', () => {
  it('says "awaiting" until signed, then prints the SCU block and the QR on L2, the share page and the PDF; a credit note names its original', async () => {
    const shop = await t.owner();
    const pin = nextKraPin();
    const registered = await t.call(registerDevice, {
      token: shop.token,
      body: { businessId: shop.businessId, pin, branchId: '00', deviceSerialNo: `SN-${pin}` },
    });
    expect(registered.status, registered.body.errordesc).toBe(200);
    const { sdcId } = registered.body.result!;
    const product = await addProduct(t.transport, shop, { name: 'Sugar 1kg', sellingPrice: 116, quantity: 50, taxCode: 'B' });
    const sold = await postSale(t.transport, shop, cashSale(shop, [{ productId: product.id, quantity: 2, calcPrice: 116 }]));
    expect(sold.status, sold.body.errordesc).toBe(200);
    const sale = sold.body.result!;

    expect(sale.receipt.fiscal).toMatchObject({ status: 'awaiting', label: 'NS', kraPin: pin, branchId: '00', sdcId, signature: null, qrUrl: null });
    expect((await shared(sale.receipt.shareToken)).receipt.fiscal?.status).toBe('awaiting');
    expect(await pdfText(sale.receipt.shareToken)).toContain('Awaiting KRA signature');

    await settleJobs(t);
    const [held] = (await etims.findState<HeldSale>('sales')).filter((row) => row.tin === pin);
    const signed = await details(shop, sale.transactionId);
    expect(signed.receipt.fiscal).toEqual({
      status: 'signed',
      label: 'NS',
      kraPin: pin,
      branchId: '00',
      sdcId,
      mrcNo: expect.any(String),
      cuInvoiceNo: `${sdcId}/1`,
      originalCuInvoiceNo: null,
      curRcptNo: held!.curRcptNo,
      totRcptNo: held!.totRcptNo,
      sdcDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/),
      internalData: held!.intrlData,
      signature: held!.rcptSign,
      qrUrl: signed.etims!.qrUrl,
    });
    // Transaction.etims keeps API.md's five fields.
    expect(Object.keys(signed.etims!).sort()).toEqual(['internalData', 'qrUrl', 'receiptNo', 'sdcId', 'signature']);
    expect((await shared(sale.receipt.shareToken)).receipt.fiscal).toEqual(signed.receipt.fiscal);

    const text = await pdfText(sale.receipt.shareToken);
    for (const words of [
      'SCU information',
      `${sdcId}/1`,
      'Receipt signature',
      held!.rcptSign.slice(0, 4),
      'NORMAL SALE - NS',
      `${held!.curRcptNo}/${held!.totRcptNo} NS`,
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Awaiting KRA signature');

    const note = await postCreditNote(t.transport, shop, {
      originalTransactionId: sale.transactionId,
      itemList: [{ productId: product.id, quantity: 1, addInventory: true }],
      reason: '03',
    });
    expect(note.status, note.body.errordesc).toBe(200);
    expect(note.body.result!.receipt.fiscal).toMatchObject({ status: 'awaiting', label: 'NC', originalCuInvoiceNo: `${sdcId}/1` });
    await settleJobs(t);
    const credited = await details(shop, note.body.result!.transactionId);
    expect(credited.receipt.fiscal).toMatchObject({ status: 'signed', label: 'NC', cuInvoiceNo: `${sdcId}/2`, originalCuInvoiceNo: `${sdcId}/1` });
    expect(await pdfText(credited.receipt.shareToken)).toContain('CREDIT NOTE - NC');
  });

  it('has no tax block without a device, nor for a sale made before the device was registered', async () => {
    const shop = await t.owner();
    const product = await addProduct(t.transport, shop, { name: 'Salt', sellingPrice: 50, quantity: 10, taxCode: 'B' });
    const before = await postSale(t.transport, shop, cashSale(shop, [{ productId: product.id, quantity: 1, calcPrice: 50 }]));
    expect(before.body.result!.receipt.fiscal).toBeNull();
    const pin = nextKraPin();
    await t.call(registerDevice, { token: shop.token, body: { businessId: shop.businessId, pin, branchId: '00', deviceSerialNo: `SN-${pin}` } });
    expect((await details(shop, before.body.result!.transactionId)).receipt.fiscal).toBeNull();
    expect(await pdfText(before.body.result!.receipt.shareToken)).not.toContain('SCU information');
  });

  it('P18 lists documents by state and counts the refused for the banner', async () => {
    const shop = await t.owner();
    const documents = async (state?: 'unsent' | 'waiting' | 'approved' | 'refused') =>
      (await t.call(getEtimsDocuments, { token: shop.token, query: { businessId: shop.businessId, ...(state ? { state } : {}) } })).body.result!;
    expect(await documents()).toEqual({ documents: [], waitingOverHour: 0, refused: 0, hasDevice: false });
    const pin = nextKraPin();
    await t.call(registerDevice, { token: shop.token, body: { businessId: shop.businessId, pin, branchId: '00', deviceSerialNo: `SN-${pin}` } });
    const product = await addProduct(t.transport, shop, { name: 'Maziwa', sellingPrice: 60, quantity: 10, taxCode: 'B' });
    const first = (await postSale(t.transport, shop, cashSale(shop, [{ productId: product.id, quantity: 1, calcPrice: 60 }]))).body.result!;
    await settleJobs(t);
    await etims.admin('POST', 'faults', { path: 'saveTrnsSalesOsdc', times: 1, kind: 'resultCd:910' });
    const second = (await postSale(t.transport, shop, cashSale(shop, [{ productId: product.id, quantity: 2, calcPrice: 60 }]))).body.result!;
    expect((await documents('unsent')).documents.map((d) => d.transactionId)).toEqual([second.transactionId]);
    await settleJobs(t);
    const all = await documents();
    expect(all).toMatchObject({ waitingOverHour: 0, refused: 1, hasDevice: true });
    expect(all.documents.map((d) => [d.transactionId, d.state])).toEqual([
      [second.transactionId, 'refused'],
      [first.transactionId, 'approved'],
    ]);
    expect((await documents('approved')).documents[0]!.cuInvoiceNo).toMatch(/\/1$/);
    expect((await documents('refused')).documents[0]!.error).toMatch(/^910/);
  });
});
