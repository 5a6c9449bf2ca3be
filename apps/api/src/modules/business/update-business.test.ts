import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateBusiness, type Business } from '@dukani/contracts';
import { businesses } from '../../db/schema';
import { useTestApp, call, multipart, PNG_1X1 } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';

const OVERSIZED_PNG = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Amani' });
  stranger = await createOwner(t, { businessName: 'Other Tenant Shop' });
});
const url = (id: number) => `/api/Business/UpdateBusiness/${id}`;
const rowOf = async (id: number) => (await t.database.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

describe('C3 UpdateBusiness', () => {
  it('updates the fields given and keeps the ones left out (JSON)', async () => {
    await call(t.app, 'PUT', url(owner.businessId), {
      token: owner.token,
      body: { organizationName: 'Duka la Amani', website: 'https://amani.example', city: 'Kisumu' },
    });
    const res = await call<Business>(t.app, 'PUT', url(owner.businessId), {
      token: owner.token,
      body: { organizationName: 'Duka la Amani Ltd', city: null, address: 'Oginga Odinga St' },
    });
    expect(res.status).toBe(200);
    const business = updateBusiness.result.parse(res.body.result);
    expect(business).toMatchObject({
      businessId: owner.businessId,
      organizationName: 'Duka la Amani Ltd',
      website: 'https://amani.example',
      city: null,
      address: 'Oginga Odinga St',
      country: 'KE',
      roleTypes: 'Owner',
    });
  });

  it('stores a PNG_1X1 logo sent as multipart, returns its URL and serves it', async () => {
    const form = await multipart({ organizationName: 'Duka la Amani Ltd' }, { data: PNG_1X1 });
    const res = await call<Business>(t.app, 'PUT', url(owner.businessId), { token: owner.token, ...form });
    expect(res.status, res.body.errordesc).toBe(200);
    const logo = res.body.result!.logo!;
    expect(logo).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect((await rowOf(owner.businessId)).logoUrl).toBe(logo);
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    // Logos are re-encoded (only decoded pixels are stored): the same 1×1 picture, not the same bytes.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses a text file named logo.png (400 on logo) and a file over 2 MB (413), changing nothing', async () => {
    const before = await rowOf(owner.businessId);
    const text = await multipart({ organizationName: 'Renamed' }, { data: Buffer.from('not an image at all'), type: 'image/png' });
    const notImage = await call(t.app, 'PUT', url(owner.businessId), { token: owner.token, ...text });
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ code: 'VALIDATION', field: 'logo' });
    const big = await multipart({ organizationName: 'Renamed' }, { data: OVERSIZED_PNG });
    const tooLarge = await call(t.app, 'PUT', url(owner.businessId), { token: owner.token, ...big });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('FILE_TOO_LARGE');
    expect(await rowOf(owner.businessId)).toEqual(before);
  });

  it('C2 also takes a logo', async () => {
    const form = await multipart({ organizationName: 'Branch With Logo' }, { data: PNG_1X1 });
    const res = await call<Business>(t.app, 'POST', '/api/Business/CreateBusiness', { token: owner.token, ...form });
    expect(res.status).toBe(200);
    expect(res.body.result!.logo).toMatch(/^\/uploads\/.+\.png$/);
  });

  it('names the field on bad input, in JSON and in the multipart payload', async () => {
    const wrongType = await call(t.app, 'PUT', url(owner.businessId), { token: owner.token, body: { organizationName: 'X', city: 12 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ code: 'VALIDATION', field: 'city' });
    const missing = await call(t.app, 'PUT', url(owner.businessId), { token: owner.token, ...(await multipart({ city: 'Nyeri' })) });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'organizationName', errordesc: 'organizationName is required' });
    const malformed = await call(t.app, 'PUT', url(owner.businessId), { token: owner.token, body: '{', headers: { 'content-type': 'application/json' } });
    expect(malformed.body).toMatchObject({ code: 'VALIDATION', field: 'body' });
  });

  it('answers 403 BUSINESS_ACCESS for another tenant’s business and 403 FORBIDDEN without the settings role', async () => {
    const foreign = await call(t.app, 'PUT', url(stranger.businessId), { token: owner.token, body: { organizationName: 'Mine now' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
    expect((await rowOf(stranger.businessId)).organizationName).toBe('Other Tenant Shop');
    const plain = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const denied = await call(t.app, 'PUT', url(owner.businessId), { token: plain.token, body: { organizationName: 'Salesperson Shop' } });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
  });
});

describe('uploads refused before the handler', () => {
  it('writes no file when the caller may not change the business', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const fs = await import('node:fs');
    const before = fs.readdirSync(t.app.uploadsDir).length;
    const form = await multipart({ organizationName: 'Hijacked' }, { data: PNG_1X1 });
    const res = await call(t.app, 'PUT', url(owner.businessId), { token: cashier.token, ...form });
    expect(res.status).toBe(403);
    const invalidBody = await multipart({ organizationName: '' }, { data: PNG_1X1 });
    expect((await call(t.app, 'PUT', url(owner.businessId), { token: owner.token, ...invalidBody })).status).toBe(400);
    expect(fs.readdirSync(t.app.uploadsDir).length).toBe(before);
  });
});
