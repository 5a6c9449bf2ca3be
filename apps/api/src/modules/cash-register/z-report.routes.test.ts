import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { approveRegisterSession, getZReport, getZReportPdf } from '@dukani/contracts';
import { addProduct, cashSale, closeRegister, openRegister, postSale, refundSale } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
let sessionId: number;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Amani' });
  const tea = await addProduct(t.transport, owner, { name: 'Tea', sellingPrice: 100, quantity: 50 });
  const session = await openRegister(t.transport, owner, 500);
  sessionId = session.id;
  const first = await postSale(t.transport, owner, cashSale(owner, [{ productId: tea.id, quantity: 3, calcPrice: 100, name: 'Tea' }]));
  expect(first.status).toBe(200);
  expect((await postSale(t.transport, owner, cashSale(owner, [{ productId: tea.id, quantity: 2, calcPrice: 100, name: 'Tea' }]))).status).toBe(200);
  // One cup back, paid back in cash from this drawer: 500 + 300 + 200 − 100 = 900 expected, 890 counted.
  const refund = await refundSale(t.transport, owner, first.body.result!.transactionId, { itemList: [{ productId: tea.id, quantity: 1 }] });
  expect(refund.status, refund.body.errordesc).toBe(200);
  await closeRegister(t.transport, owner, sessionId, 890, 'Ten bob short');
  const approved = await t.call(approveRegisterSession, { token: owner.token, body: { sessionId, businessId: owner.businessId, note: 'Seen' } });
  expect(approved.status, approved.body.errordesc).toBe(200);
});

const zReportOf = (id: number, as: Pick<Owner, 'token' | 'businessId'> = owner) =>
  t.call(getZReport, { token: as.token, params: { businessId: as.businessId, sessionId: id } });

describe('R4 Z report, R5 its PDF', () => {
  it('gives the float, takings by mode net of refunds, the refunds, expected against counted and the approver', async () => {
    const res = await zReportOf(sessionId);
    expect(res.status, res.body.errordesc).toBe(200);
    const report = res.body.result!;
    expect(report).toMatchObject({ businessName: 'Duka la Amani', approverName: 'Test Owner', refunds: { count: 1, amount: 100 } });
    expect(report.refunds.byMode).toEqual([{ paymentValue: 'Cash', amount: 100 }]);
    expect(report.sales).toEqual({ grossSales: 500, returns: 100, netSales: 400 });
    expect(report.session).toMatchObject({ openingBalance: 500, totalSales: 400, salesCount: 2, expectedCash: 900, closingBalance: 890, difference: -10 });
    expect(report.session.salesByMode).toEqual([{ paymentValue: 'Cash', amount: 400 }]);
    expect(report.session.modes[0]).toMatchObject({ paymentValue: 'Cash', expected: 900, counted: 890, difference: -10 });
  });

  it('prints the same figures in the PDF', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Reports/ZReportPdf/${owner.businessId}/${sessionId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    for (const words of [
      'Duka la Amani',
      'Z report',
      'Opening float',
      'KSh 500.00',
      'Refunds paid back (1)',
      '−KSh 100.00',
      'KSh 890.00',
      '−KSh 10.00',
      'Test Owner',
    ]) {
      expect(text).toContain(words);
    }
    expect(getZReportPdf.pdfDownload).toBe('z-report.pdf');
  });

  it('prints a shift with no returns as 0.00 taken off, never −0.00', async () => {
    const quiet = await createOwner(t);
    const shift = await openRegister(t.transport, quiet, 200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Reports/ZReportPdf/${quiet.businessId}/${shift.id}`,
      headers: { authorization: `Bearer ${quiet.token}` },
    });
    expect(res.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    expect(text).toContain('Returns (refunds and credit notes)');
    expect(text).not.toContain('−KSh 0.00');
  });

  it("is another business's 404, and a pos-only cashier reads only their own shift", async () => {
    const stranger = await createOwner(t);
    expect((await zReportOf(sessionId, { token: stranger.token, businessId: owner.businessId })).status).toBe(403);
    expect((await zReportOf(sessionId, stranger)).status).toBe(404);
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await zReportOf(sessionId, { token: cashier.token, businessId: owner.businessId })).status).toBe(403);
    const own = await openRegister(t.transport, { token: cashier.token, businessId: owner.businessId }, 50);
    const mine = await zReportOf(own.id, { token: cashier.token, businessId: owner.businessId });
    expect(mine.status, mine.body.errordesc).toBe(200);
    expect(mine.body.result).toMatchObject({ approverName: null, session: { status: 'Open', openingBalance: 50, expectedCash: 50 } });
  });
});
