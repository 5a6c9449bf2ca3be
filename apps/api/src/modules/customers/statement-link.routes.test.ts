import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { addCustomerCredit, addCustomerDebit, deleteCustomer, shareCreditReport } from '@dukani/contracts';
import { businessDateOf } from '@dukani/domain';
import { addCustomer } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import type { Owner } from '../../../test/fixtures';
import { getSharedStatementPdf } from './get-shared-statement-pdf';
import { readStatementLink, signStatementLink } from './statement-link';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await t.owner({ businessName: 'Mama Njeri Duka' });
  stranger = await t.owner();
});

// The shop's day (Nairobi), not UTC's: from 21:00 UTC the two differ and the day's rows would fall outside.
const today = () => businessDateOf('KE', new Date());
const share = (customerId: number, StartDate: string, EndDate: string, token = owner.token) =>
  t.call(shareCreditReport, { token, params: { customerId }, body: { StartDate, EndDate } });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe('H18 / H19 shared statement', () => {
  it('the link opens a PDF with the shop, the customer, each row and the same closing balance as the screen', async () => {
    const customer = await addCustomer(t.transport, owner, { phoneNumber: '0711222333', firstName: 'Wanjiru', lastName: 'Kamau' });
    await t.call(addCustomerCredit, { token: owner.token, params: { customerId: customer.id }, body: { credit: 1500 } });
    await t.call(addCustomerDebit, { token: owner.token, params: { customerId: customer.id }, body: { debitAmount: 400.5, paymentModes: 'Cash' } });
    const shared = await share(customer.id, '2020-01-01', today());
    expect(shared.status, shared.body.errordesc).toBe(200);
    const { link, token, expiresOn } = shared.body.result!;
    expect(link.endsWith(`/api/Customer/StatementPdf/${token}`)).toBe(true);
    expect(expiresOn > today()).toBe(true);

    const res = await t.app.inject({ method: 'GET', url: `/api/Customer/StatementPdf/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain('Mama Njeri Duka');
    expect(text).toContain('Statement of account');
    expect(text).toContain('Wanjiru Kamau');
    expect(text).toContain('Bought on credit');
    expect(text).toContain('Payment (Cash)');
    // PDFKit writes each figure before its label, so the extracted text reads figure first.
    expect(text).toMatch(/KSh 1,099\.50\s*Closing balance/);
    expect(text).toContain('Amount due: KSh 1,099.50');
  });

  it('an edited, foreign or deleted customer link is 404; an expired one says so', async () => {
    const customer = await addCustomer(t.transport, owner, { phoneNumber: '0711222444' });
    const token = (await share(customer.id, '2026-01-01', '2026-01-31')).body.result!.token;
    const other = token.replace(/^\d+/, String(customer.id + 1));
    expect((await t.app.inject({ method: 'GET', url: `/api/Customer/StatementPdf/${other}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/Customer/StatementPdf/..%2F..%2Fetc' })).statusCode).toBe(400);
    const expiredToken = signStatementLink(t.config.JWT_SECRET, {
      customerId: customer.id,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      expiresOn: '2026-02-01',
    });
    const expired = await t.app.inject({ method: 'GET', url: `/api/Customer/StatementPdf/${expiredToken}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().errordesc).toMatch(/expired/);
    await t.call(deleteCustomer, { token: owner.token, params: { id: customer.id } });
    expect((await t.app.inject({ method: 'GET', url: `/api/Customer/StatementPdf/${token}` })).statusCode).toBe(404);
  });

  it('answers 404, not 500, for a token signed with the secret but naming an id or a day that cannot exist', async () => {
    const customer = await addCustomer(t.transport, owner, { phoneNumber: '0711222901' });
    const good = { customerId: customer.id, startDate: '2026-01-01', endDate: '2026-01-31', expiresOn: '2099-12-31' };
    const forged = [
      { ...good, customerId: 9_999_999_999 },
      { ...good, customerId: 2_147_483_648 },
      { ...good, customerId: 0 },
      { ...good, startDate: '2026-13-99' },
      { ...good, endDate: '2026-02-30' },
      { ...good, startDate: '0000-01-01' },
    ];
    for (const link of forged) {
      const res = await t.app.inject({ method: 'GET', url: `/api/Customer/StatementPdf/${signStatementLink(t.config.JWT_SECRET, link)}` });
      expect(res.statusCode, JSON.stringify(link)).toBe(404);
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/Customer/StatementPdf/${signStatementLink(t.config.JWT_SECRET, good)}` });
    expect(res.statusCode).toBe(200);
  });

  it("refuses EndDate before StartDate, and another business's customer", async () => {
    const customer = await addCustomer(t.transport, owner, { phoneNumber: '0711222555' });
    const backwards = await share(customer.id, '2026-02-01', '2026-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.errordesc).toContain('EndDate');
    expect((await share(customer.id, '2026-01-01', '2026-01-31', stranger.token)).status).toBe(404);
  });

  it('a signed link reads back what it carries, and a changed date breaks it', () => {
    const link = { customerId: 42, startDate: '2026-10-01', endDate: '2026-10-31', expiresOn: '2027-01-29' };
    const token = signStatementLink('s'.repeat(40), link);
    expect(readStatementLink('s'.repeat(40), token)).toEqual(link);
    expect(readStatementLink('t'.repeat(40), token)).toBeNull();
    expect(readStatementLink('s'.repeat(40), token.replace('20261031', '20261130'))).toBeNull();
  });

  it('renders a long statement over several pages', async () => {
    const customer = await addCustomer(t.transport, owner, { phoneNumber: '0711222666' });
    for (let i = 0; i < 70; i++) await t.call(addCustomerCredit, { token: owner.token, params: { customerId: customer.id }, body: { credit: 10 } });
    const token = (await share(customer.id, '2020-01-01', today())).body.result!.token;
    const pdf = await getSharedStatementPdf(t.database.db, { token, secret: t.config.JWT_SECRET });
    const doc = await getDocumentProxy(pdf.slice());
    expect(doc.numPages).toBeGreaterThan(1);
    expect(await pdfText(pdf)).toMatch(/KSh 700\.00\s*Closing balance/);
  });
});
