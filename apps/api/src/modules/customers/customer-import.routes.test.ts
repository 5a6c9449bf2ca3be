import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IMPORT_COLUMNS, type ImportResult } from '@dukani/contracts';
import { customers } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await t.owner();
});

/** The browser's request: the file in the `file` part of multipart/form-data. */
async function upload(o: Pick<Owner, 'token' | 'businessId'>, file: string, language?: string) {
  const form = new FormData();
  form.set('file', new Blob([file], { type: 'text/csv' }), 'customers.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return call<ImportResult>(t.app, 'POST', `/api/Customer/BulkUploadCustomers/${o.businessId}`, {
    token: o.token,
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, ...(language ? { 'accept-language': language } : {}) },
  });
}

const HEADER = CUSTOMER_IMPORT_COLUMNS.join(',');
const line = (values: Partial<Record<(typeof CUSTOMER_IMPORT_COLUMNS)[number], string>>) =>
  CUSTOMER_IMPORT_COLUMNS.map((column) => values[column] ?? '').join(',');
const customersOf = (businessId: number) => t.database.db.select().from(customers).where(eq(customers.businessId, businessId));

describe('H15 GetImportTemplate', () => {
  it("is a CSV download whose header is exactly API.md's column list, with an example row", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Customer/GetImportTemplate', headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="customer-import-template.csv"');
    const [header, example] = res.body.split('\r\n');
    expect(header).toBe(
      'firstName,lastName,clientName,phoneNumber,email,billingCompany,billingAddress,billingCity,billingPostcode,billingCountry,billingEmail,billingPhone',
    );
    expect(example?.split(',')).toHaveLength(12);
  });
});

describe('H3 BulkUploadCustomers', () => {
  it('imports the template itself', async () => {
    const shop = await t.owner();
    const template = await t.app.inject({ method: 'GET', url: '/api/Customer/GetImportTemplate', headers: { authorization: `Bearer ${shop.token}` } });
    const res = await upload(shop, template.body);
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toEqual({ inserted: 1, failed: 0, errors: [] });
    expect((await customersOf(shop.businessId))[0]).toMatchObject({ clientName: 'Mama Wanjiku', phoneNumber: '+254712345678' });
  });

  it('refuses a wrong header, an empty file and a header without rows with a 400 naming file, writing nothing', async () => {
    const shop = await t.owner();
    for (const file of ['', 'name,phone\nWanjiku,0712000000\n', `${HEADER}\n`, `${HEADER.replace('email,', '')}\n${line({ clientName: 'A' })}\n`]) {
      const res = await upload(shop, file);
      expect(res.status, file).toBe(400);
      expect(res.body.field).toBe('file');
      expect(res.body.errordesc).toMatch(/^file /);
    }
    const german = await upload(shop, 'name,phone\n', 'de');
    expect(german.body.errordesc).toBe('file hat keine Kopfzeile in Zeile 1: beginnen Sie mit der Vorlage');
    const extra = await upload(shop, `${HEADER},age\n${line({ clientName: 'A' })},3\n`, 'es');
    expect(extra.body.errordesc).toBe('file tiene columnas desconocidas: age');
    expect(await customersOf(shop.businessId)).toHaveLength(0);
  });

  it('saves 4,980 good rows of 5,000 and reports the 20 bad ones by line, a phone used twice in the file included', async () => {
    const shop = await t.owner();
    const rows: string[] = [];
    const bad = new Set<number>();
    for (let index = 0; index < 5000; index++) {
      const fileLine = index + 2;
      if (index % 250 === 7) {
        bad.add(fileLine);
        // A blank name, a bad email, a landline-looking number, and a phone already used above.
        const kind = bad.size % 4;
        if (kind === 0) rows.push(line({ phoneNumber: `0720${String(index).padStart(6, '0')}` }));
        else if (kind === 1) rows.push(line({ clientName: `Bad ${index}`, email: 'not-an-email' }));
        else if (kind === 2) rows.push(line({ clientName: `Bad ${index}`, phoneNumber: '12' }));
        else rows.push(line({ clientName: `Twice ${index}`, phoneNumber: '0720000000' }));
        continue;
      }
      rows.push(line({ firstName: 'Customer', lastName: String(index), phoneNumber: `0720${String(index).padStart(6, '0')}` }));
    }
    const res = await upload(shop, `${HEADER}\n${rows.join('\n')}\n`);
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result?.inserted).toBe(4980);
    expect(res.body.result?.failed).toBe(20);
    expect(new Set(res.body.result?.errors.map((error) => error.row))).toEqual(bad);
    expect(res.body.result?.errors.find((error) => error.errordesc.includes('email'))).toBeDefined();
    expect(res.body.result?.errors.find((error) => error.errordesc.includes('already used'))).toBeDefined();
    expect(await customersOf(shop.businessId)).toHaveLength(4980);
  }, 120_000);

  it('two imports of the same 600 phones at once save each phone once and refuse it once, every row accounted for', async () => {
    const shop = await t.owner();
    const rows = Array.from({ length: 600 }, (_, index) => line({ clientName: `Same ${index}`, phoneNumber: `0733${String(index).padStart(6, '0')}` }));
    const file = `${HEADER}\n${rows.join('\n')}\n`;
    const [first, second] = await Promise.all([upload(shop, file), upload(shop, file)]);
    const results = [first.body.result!, second.body.result!];
    expect(results.map((result) => result.inserted + result.failed)).toEqual([600, 600]);
    expect(results[0]!.inserted + results[1]!.inserted).toBe(600);
    expect(results.flatMap((result) => result.errors).every((error) => error.errordesc.includes('already used'))).toBe(true);
    expect(await customersOf(shop.businessId)).toHaveLength(600);
  });

  it('refuses more than 5,000 rows, and a caller without the customers key', async () => {
    const shop = await t.owner();
    const rows = Array.from({ length: 5001 }, (_, index) => line({ clientName: `C${index}` }));
    const res = await upload(shop, `${HEADER}\n${rows.join('\n')}\n`);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('file');
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await upload({ token: cashier.token, businessId: owner.businessId }, `${HEADER}\n${line({ clientName: 'A' })}\n`)).status).toBe(403);
  });
});
