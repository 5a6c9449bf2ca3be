// Issue 32 item 8: an `mp` route keeps only the parts it names, once each, and a refused request stores nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import Fastify from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { beforeAll, describe, expect, it } from 'vitest';
import { getExpenses } from '@dukani/contracts';
import { call, multipartParts, PNG_1X1, useTestApp } from '../../test/helper';
import type { Owner } from '../../test/fixtures';
import { AppError } from '../lib/app-error';
import { readMultipart } from './uploads';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await t.owner();
});

const storedFiles = () => fs.readdirSync(t.app.uploadsDir).sort();
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9)]);
const receiptPart = (data: Buffer) => ({ name: 'receipt', file: { data, type: 'application/pdf', filename: 'receipt.pdf' } });
const expenseCount = async () => (await t.call(getExpenses, { token: owner.token, params: { businessId: owner.businessId } })).body.result!.totalRecords;
const expenseBody = () => ({
  businessId: owner.businessId,
  expensesType: 0,
  paid: 1,
  paymentMode: 'Cash',
  details: [{ item_Desc: 'Airtime', quantity: 1, itemCost: 100 }],
});

describe('multipart routes take only the parts they name', () => {
  it('refuses file parts a route does not take (three 4.9 MB receipts on E1) before storing any of them', async () => {
    const files = storedFiles();
    const big = pdfOf(Math.floor(4.9 * 1024 * 1024));
    const res = await call(t.app, 'POST', '/api/Settings/SaveReceiptSettings', {
      token: owner.token,
      ...(await multipartParts([
        { name: 'payload', value: JSON.stringify({ businessId: owner.businessId, message: 'Karibu' }) },
        receiptPart(big),
        receiptPart(big),
        receiptPart(big),
      ])),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'receipt' });
    expect(res.body.errordesc).toMatch(/^receipt .*logo/);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses a part sent twice (two receipts on M1) and keeps neither the files nor the expense', async () => {
    const files = storedFiles();
    const before = await expenseCount();
    const form = await multipartParts([{ name: 'payload', value: JSON.stringify(expenseBody()) }, receiptPart(pdfOf(2048)), receiptPart(pdfOf(4096))]);
    const res = await call(t.app, 'POST', `/api/Expense/add-expense/${owner.businessId}`, {
      token: owner.token,
      headers: { ...form.headers, 'idempotency-key': crypto.randomUUID() },
      body: form.body,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'receipt' });
    expect(storedFiles()).toEqual(files);
    expect(await expenseCount()).toBe(before);
  });

  it('refuses a text field other than payload, and still takes the named part once', async () => {
    const extra = await call(t.app, 'POST', `/api/Expense/add-expense/${owner.businessId}`, {
      token: owner.token,
      ...(await multipartParts([
        { name: 'payload', value: JSON.stringify(expenseBody()) },
        { name: 'note', value: 'x'.repeat(500_000) },
      ])),
    });
    expect(extra.status).toBe(400);
    expect(extra.body).toMatchObject({ code: 'VALIDATION', field: 'note' });

    const files = storedFiles();
    const ok = await call<{ receipt: string }>(t.app, 'POST', `/api/Expense/add-expense/${owner.businessId}`, {
      token: owner.token,
      ...(await multipartParts([
        { name: 'payload', value: JSON.stringify(expenseBody()) },
        { name: 'receipt', file: { data: PNG_1X1, type: 'image/png', filename: 'r.png' } },
      ])),
    });
    expect(ok.status, ok.body.errordesc).toBe(200);
    expect(storedFiles()).toEqual([...files, ok.body.result!.receipt.slice('/uploads/'.length)].sort());
  });

  it('holds one request’s files to 5 MB together, naming the part that goes over', async () => {
    // No route of ours names more than one file part today: a route that named three shows the total at work.
    const app = Fastify();
    await app.register(fastifyMultipart);
    app.post('/three', async (req, reply) => {
      try {
        const { files } = await readMultipart(req, ['logo', 'images', 'receipt']);
        return { sizes: files.map((file) => file.data.length) };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return reply.code(err.status).send({ code: err.code, field: err.field });
      }
    });
    const image = (name: string) => ({ name, file: { data: Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024)]), type: 'image/png', filename: `${name}.png` } });
    const send = async (receiptBytes: number) => {
      const form = await multipartParts([image('logo'), image('images'), receiptPart(pdfOf(receiptBytes))]);
      return app.inject({ method: 'POST', url: '/three', headers: form.headers, payload: form.body });
    };
    try {
      const within = await send(2 * 1024 * 1024);
      expect(within.statusCode).toBe(200);
      const over = await send(4 * 1024 * 1024);
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({ code: 'FILE_TOO_LARGE', field: 'receipt' });
    } finally {
      await app.close();
    }
  });
});
