import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, cashSale, postSale } from '@dukani/test-factories';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Owner } from './fixtures';
import { call, multipart, PNG_1X1, useTestApp } from './helper';
import { startTestObjectStorage, type TestObjectStorage } from './object-storage';

// The S3-compatible server starts before the app (hooks run in the order they are registered) and stops after it.
let storage: TestObjectStorage;
beforeAll(async () => {
  storage = await startTestObjectStorage();
});
afterAll(async () => {
  await storage?.close();
});
const t = useTestApp(() => storage.env);

/** A second api process on the same database and bucket, as behind a load balancer. */
let second: FastifyInstance;
let owner: Owner;
beforeAll(async () => {
  second = await buildApp({ config: t.config, database: t.database, logger: false });
  await second.ready();
  owner = await t.owner({ businessName: 'Duka la Bucket' });
});
afterAll(async () => {
  await second?.close();
});

/** The receipt logo stored through `app`: its `/uploads/` URL. */
async function uploadLogo(app: FastifyInstance): Promise<string> {
  const saved = await call<{ logoUrl: string }>(app, 'POST', '/api/Settings/SaveReceiptSettings', {
    token: owner.token,
    ...(await multipart({ businessId: owner.businessId }, { data: PNG_1X1 })),
  });
  expect(saved.status, saved.body.errordesc).toBe(200);
  return saved.body.result!.logoUrl;
}

describe('uploads in S3-compatible storage (S3_BUCKET)', () => {
  it('a logo uploaded through one process is in the bucket, not on its disk, and served by the other', async () => {
    const url = await uploadLogo(t.app);
    expect(url).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const name = url.slice('/uploads/'.length);
    expect(storage.keys()).toContain(`uploads/${name}`);
    expect(fs.readdirSync(t.app.uploadsDir)).toEqual([]);

    const served = await second.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const again = await t.app.inject({ method: 'GET', url });
    expect(served.rawPayload.equals(again.rawPayload)).toBe(true);
    expect(served.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    // The name never holds other bytes, so a browser may keep it and ask again with its ETag.
    const unchanged = await second.inject({ method: 'GET', url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);
    expect((await second.inject({ method: 'GET', url: '/uploads/0b1c2d3e-missing.png' })).statusCode).toBe(404);
  });

  it('a receipt PDF made by the other process draws the logo from the bucket', async () => {
    await uploadLogo(t.app);
    const product = await addProduct(t.transport, owner, { name: 'Sukari 1kg', sellingPrice: 150, quantity: 10 });
    const sold = await postSale(t.transport, owner, cashSale(owner, [{ productId: product.id, quantity: 1, calcPrice: 150, taxRate: 0 }]));
    expect(sold.status, sold.body.errordesc).toBe(200);
    const pdf = await second.inject({ method: 'GET', url: `/api/Receipt/Pdf/${sold.body.result!.receipt.shareToken}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('an upload stored and then refused by its use case is removed from the bucket again', async () => {
    const before = storage.keys();
    // An unknown supplier is refused inside the use case, after the receipt photo was stored.
    const refused = await call(t.app, 'POST', `/api/Expense/add-expense/${owner.businessId}`, {
      token: owner.token,
      ...(await multipart(
        {
          businessId: owner.businessId,
          expensesType: 0,
          paid: 1,
          paymentMode: 'Cash',
          supplierId: 999_999,
          details: [{ item_Desc: 'Airtime', quantity: 1, itemCost: 100 }],
        },
        { data: PNG_1X1, field: 'receipt', filename: 'receipt.png' },
      )),
    });
    expect(refused.status, refused.body.errordesc).toBe(400);
    expect(refused.body.field).toBe('supplierId');
    expect(storage.keys()).toEqual(before);
  });

  it('without S3_BUCKET each process keeps its own folder: the other answers 404 (what the bucket fixes)', async () => {
    const local = { ...t.config, S3_BUCKET: undefined };
    const [a, b] = await Promise.all([
      buildApp({ config: local, database: t.database, logger: false }),
      buildApp({ config: local, database: t.database, logger: false }),
    ]);
    try {
      const url = await uploadLogo(a);
      expect((await a.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await b.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('an api process does not start when the bucket cannot be used, and says why', async () => {
    const missing = { ...t.config, S3_BUCKET: 'no-such-bucket' };
    await expect(buildApp({ config: missing, database: t.database, logger: false })).rejects.toThrow(
      /^S3_BUCKET: cannot use bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ \(.*\)\. Uploads are kept there/,
    );
  });

  it('S3 keys come as a pair', () => {
    expect(() => loadConfig({ S3_BUCKET: 'shop-uploads', S3_ACCESS_KEY_ID: 'AKIA123' })).toThrow(/S3_SECRET_ACCESS_KEY: is required with the other S3 key/);
    expect(() => loadConfig({ S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
  });
});
