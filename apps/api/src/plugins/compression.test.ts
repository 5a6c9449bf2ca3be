import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../../../scripts/precompress-assets.mjs';
import { cashSale } from '@dukani/test-factories';
import { addProduct, insertProducts } from '../../test/catalog';
import type { Owner } from '../../test/fixtures';
import { useTestApp } from '../../test/helper';

// A built app as scripts/build-app.mjs leaves it: a page, a script chunk with its .br and .gz beside it, and a
// small file without them.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-compress-'));
const script = Array.from({ length: 400 }, (_, i) => `export const line${i} = 'till line ${i}';`).join('\n');
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(webDist, 'assets/pos-page-Ab12.js'), script);
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const written = precompressAssets(webDist);

const t = useTestApp({ WEB_DIST: webDist });
let owner: Owner;
beforeAll(async () => {
  owner = await t.owner();
  await insertProducts(
    t,
    owner,
    Array.from({ length: 40 }, (_, i) => `Unga wa ngano 2kg pack ${i}`),
  );
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('compressed answers', () => {
  it('writes brotli and gzip copies of a built script at build time, not of a file under 1 KB', () => {
    expect(written.files).toBe(1);
    expect(fs.existsSync(path.join(webDist, 'assets/pos-page-Ab12.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(webDist, 'favicon.svg.br'))).toBe(false);
  });

  it('sends a built script as its brotli copy to a browser that accepts br, and as gzip to one that accepts only gzip', async () => {
    const br = await get('/assets/pos-page-Ab12.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gzip = await get('/assets/pos-page-Ab12.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/pos-page-Ab12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a range of a script with the bytes asked for, not compressed on top', async () => {
    const res = await get('/assets/pos-page-Ab12.js', { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script.slice(0, 100));
  });

  it('compresses a large JSON answer (a product list) and leaves a small one as it is', async () => {
    const headers = { authorization: `Bearer ${owner.token}`, 'accept-encoding': 'br, gzip' };
    const list = await get(`/api/Product/GetAllProductsAndServices/${owner.businessId}`, headers);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const body = JSON.parse(zlib.brotliDecompressSync(list.rawPayload).toString()) as { success: boolean; result: unknown[] };
    expect(body.success).toBe(true);
    expect(body.result).toHaveLength(40);

    const gzip = await get(`/api/Product/GetAllProductsAndServices/${owner.businessId}`, { ...headers, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(body);

    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
  });

  it("keeps a sale's answer as JSON for its idempotency replay, though the first answer went compressed", async () => {
    const product = await addProduct(t, owner, { name: 'Kimbo 1kg', sellingPrice: 420, quantity: 20 });
    const body = cashSale(owner, [{ productId: product.id, quantity: 2, calcPrice: 420 }]);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/Transactions/AddKraSale/${owner.businessId}`,
        headers: { authorization: `Bearer ${owner.token}`, 'accept-encoding': 'br', 'idempotency-key': '4f0c7a52-8a3e-4d6b-9b1e-2f3a4b5c6d7e' },
        payload: body,
      });
    const first = await post();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const sale = JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString()) as { result: { transactionId: number } };
    const again = await post();
    expect(again.headers['idempotent-replayed']).toBe('true');
    const replayed = again.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(again.rawPayload).toString() : again.body;
    expect(JSON.parse(replayed)).toEqual(sale);
  });

  it('sends a large answer as it is to a client that asks for no encoding', async () => {
    const list = await get(`/api/Product/GetAllProductsAndServices/${owner.businessId}`, { authorization: `Bearer ${owner.token}` });
    expect(list.headers['content-encoding']).toBeUndefined();
    expect(list.json()).toMatchObject({ success: true });
  });
});
