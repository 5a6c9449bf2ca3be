import { describe, expect, it } from 'vitest';
import {
  getBranchInsurances,
  getBranchNotices,
  getBranchUsers,
  getItemCompositions,
  getProduct,
  registerDevice,
  saveBranchInsurance,
  saveBranchUser,
  saveItemComposition,
} from '@dukani/contracts';
import { addProduct } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { nextKraPin, settleJobs, useEtimsSimulator } from '../../../test/etims';
import type { Owner } from '../../../test/fixtures';

const etims = useEtimsSimulator();
const t = useTestApp(() => etims.env());

async function withDevice() {
  const owner = await t.owner();
  const pin = nextKraPin();
  const res = await t.call(registerDevice, { token: owner.token, body: { businessId: owner.businessId, pin, branchId: '00', deviceSerialNo: `SN-${pin}` } });
  expect(res.status, res.body.errordesc).toBe(200);
  return { owner, pin };
}

const userBody = (owner: Owner, pin: string, extra: Record<string, unknown> = {}) => ({
  businessId: owner.businessId,
  branchId: '00',
  pin,
  userId: 0,
  userName: 'Amina Cashier',
  password: 'her-real-secret',
  contact: '0712345678',
  usedUnused: 'Y' as const,
  ...extra,
});

describe('P7 SaveBranchUser', () => {
  it('answers a non-zero userId, never returns or forwards the password, and updates by that id', async () => {
    const { owner, pin } = await withDevice();
    const created = await t.call(saveBranchUser, { token: owner.token, body: userBody(owner, pin) });
    expect(created.status, created.body.errordesc).toBe(200);
    const userId = created.body.result!.userId;
    expect(userId).toBeGreaterThan(0);
    expect(JSON.stringify(created.body)).not.toContain('her-real-secret');
    const held = (await etims.findState<{ tin: string; userId: string; pwd: string; userNm: string }>('users')).filter((user) => user.tin === pin);
    expect(held).toEqual([expect.objectContaining({ userId: String(userId), userNm: 'Amina Cashier' })]);
    expect(held[0]!.pwd).not.toBe('her-real-secret');

    const updated = await t.call(saveBranchUser, { token: owner.token, body: userBody(owner, pin, { userId, userName: 'Amina W.', usedUnused: 'N' }) });
    expect(updated.body.result).toMatchObject({ userId, userName: 'Amina W.', usedUnused: 'N' });
    expect((await etims.findState<{ tin: string }>('users')).filter((user) => user.tin === pin)).toHaveLength(1);

    // P19 (added) lists them for the screen, as updated and without any password.
    const listed = await t.call(getBranchUsers, { token: owner.token, query: { businessId: owner.businessId } });
    expect(listed.status, listed.body.errordesc).toBe(200);
    expect(listed.body.result).toEqual([expect.objectContaining({ userId, userName: 'Amina W.', pin, branchId: '00', contact: '0712345678' })]);
    expect(JSON.stringify(listed.body)).not.toContain('her-real-secret');
    const stranger = await t.owner();
    expect((await t.call(getBranchUsers, { token: stranger.token, query: { businessId: owner.businessId } })).status).toBe(403);
  });

  it('is 409 INVALID_STATE without a device, and keeps nothing when the authority refuses', async () => {
    const stranger = await t.owner();
    const none = await t.call(saveBranchUser, { token: stranger.token, body: userBody(stranger, nextKraPin()) });
    expect(none.body.code).toBe('INVALID_STATE');
    const { owner, pin } = await withDevice();
    await etims.admin('POST', 'faults', { path: 'saveBhfUser', times: 1, kind: 'resultCd:910' });
    const refused = await t.call(saveBranchUser, { token: owner.token, body: userBody(owner, pin) });
    expect(refused.body.code).toBe('AUTHORITY_REJECTED');
    const next = await t.call(saveBranchUser, { token: owner.token, body: userBody(owner, pin) });
    expect(next.status).toBe(200);
    // Another shop cannot address this shop's branch user.
    const foreign = await t.call(saveBranchUser, { token: stranger.token, body: userBody(owner, pin, { userId: next.body.result!.userId }) });
    expect(foreign.status).toBe(403);
  });
});

describe('P8 BranchNotices', () => {
  it("lists the authority's notices with UTC dates, pulling only what is new", async () => {
    const { owner, pin } = await withDevice();
    await etims.admin('POST', 'notices', { noticeNo: 9101, title: 'VAT change', cont: 'Rates change on 1 March', regDt: '20250301120000' });
    const ask = () => t.call(getBranchNotices, { token: owner.token, body: { businessId: owner.businessId, branchId: '00', pin } });
    const first = await ask();
    expect(first.status, first.body.errordesc).toBe(200);
    expect(first.body.result).toEqual(
      expect.arrayContaining([
        { noticeNo: 9101, title: 'VAT change', content: 'Rates change on 1 March', detailUrl: null, registeredAt: '2025-03-01T09:00:00.000Z' },
      ]),
    );
    await etims.admin('POST', 'notices', { noticeNo: 9102, title: 'Maintenance', cont: 'Sunday night' });
    const second = await ask();
    expect(second.body.result!.map((notice) => notice.noticeNo)).toEqual(expect.arrayContaining([9101, 9102]));
    expect(second.body.result!.filter((notice) => notice.noticeNo === 9101)).toHaveLength(1);
  });
});

describe('P9 SaveBranchInsurance and P14 SaveItemComposition', () => {
  it('registers an insurance scheme at the branch', async () => {
    const { owner, pin } = await withDevice();
    const body = {
      businessId: owner.businessId,
      pin,
      branchId: '00',
      insuranceCode: 'NHIF',
      insuranceName: 'National Hospital Insurance',
      premiumRate: 20,
      usedUnused: 'Y' as const,
    };
    const res = await t.call(saveBranchInsurance, { token: owner.token, body });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toMatchObject(body);
    const held = (await etims.findState<{ tin: string; isrccCd: string; isrcRt: number }>('insurances')).filter((entry) => entry.tin === pin);
    expect(held).toEqual([expect.objectContaining({ isrccCd: 'NHIF', isrcRt: 20 })]);

    // P20 lists what was saved; saving the code again changes it rather than adding a second.
    await t.call(saveBranchInsurance, { token: owner.token, body: { ...body, premiumRate: 25 } });
    await t.call(saveBranchInsurance, { token: owner.token, body: { ...body, insuranceCode: 'AAR', insuranceName: 'AAR Insurance', premiumRate: 10 } });
    const listed = await t.call(getBranchInsurances, { token: owner.token, query: { businessId: owner.businessId } });
    expect(listed.body.result!.map((entry) => [entry.insuranceCode, entry.premiumRate, entry.branchId, entry.pin])).toEqual([
      ['AAR', 10, '00', pin],
      ['NHIF', 25, '00', pin],
    ]);
    const stranger = await t.owner();
    expect((await t.call(getBranchInsurances, { token: stranger.token, query: { businessId: stranger.businessId } })).body.result).toEqual([]);
    expect((await t.call(getBranchInsurances, { token: stranger.token, query: { businessId: owner.businessId } })).status).toBe(403);
  });

  it('records a component of a produced item; an unregistered item is refused by the authority', async () => {
    const { owner, pin } = await withDevice();
    const bread = await addProduct(t.transport, owner, { name: 'Bread', sellingPrice: 60, taxCode: 'B' });
    const flour = await addProduct(t.transport, owner, { name: 'Flour', sellingPrice: 200, taxCode: 'B' });
    await settleJobs(t);
    const codeOf = async (id: number) => (await t.call(getProduct, { token: owner.token, params: { id } })).body.result!.itemCode!;
    const body = { businessId: owner.businessId, itemCode: await codeOf(bread.id), compositionItemCode: await codeOf(flour.id), compositionItemQuantity: 0.5 };
    const res = await t.call(saveItemComposition, { token: owner.token, body });
    expect(res.status, res.body.errordesc).toBe(200);
    const held = (await etims.findState<{ tin: string; itemCd: string; cpstQty: number }>('compositions')).filter((entry) => entry.tin === pin);
    expect(held).toEqual([expect.objectContaining({ itemCd: body.itemCode, cpstQty: 0.5 })]);

    const unknown = await t.call(saveItemComposition, { token: owner.token, body: { ...body, compositionItemCode: 'KE2NTU9999999' } });
    expect(unknown.status).toBe(409);
    expect(unknown.body.code).toBe('AUTHORITY_REJECTED');

    // P21 lists the recorded pair once, with its latest quantity; the refused one was not kept.
    await t.call(saveItemComposition, { token: owner.token, body: { ...body, compositionItemQuantity: 0.75 } });
    const listed = await t.call(getItemCompositions, { token: owner.token, query: { businessId: owner.businessId } });
    expect(listed.body.result).toEqual([{ ...body, compositionItemQuantity: 0.75, itemName: 'Bread', compositionItemName: 'Flour' }]);
  });
});
