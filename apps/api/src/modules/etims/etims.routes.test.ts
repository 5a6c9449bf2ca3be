import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  getCodeList as getCatalogCodeList,
  getEtimsBranches,
  getEtimsCodeList,
  getEtimsDevices,
  getItemClassificationCodes,
  getPackagingUnits,
  registerDevice,
} from '@dukani/contracts';
import { useTestApp } from '../../../test/helper';
import { nextKraPin, settleJobs, useEtimsSimulator } from '../../../test/etims';
import type { Owner } from '../../../test/fixtures';
import { etimsDevices } from './etims.schema';

const etims = useEtimsSimulator();
const t = useTestApp(() => etims.env());

const register = (owner: Owner, pin = nextKraPin(), branchId = '00') =>
  t.call(registerDevice, { token: owner.token, body: { businessId: owner.businessId, pin, branchId, deviceSerialNo: `SN-${pin}` } });

describe('P1 RegisterDevice', () => {
  it('initialises the device with the authority, keeps its key to itself and lists it on P5', async () => {
    const owner = await t.owner();
    const pin = nextKraPin();
    const res = await register(owner, pin);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ pin, branchId: '00', deviceSerialNo: `SN-${pin}`, businessId: owner.businessId, status: 'Active' });
    expect(res.body.result!.sdcId).not.toBe('');
    expect(JSON.stringify(res.body)).not.toMatch(/cmcKey/i);
    const held = await etims.findState<{ tin: string; cmcKey: string }>('devices');
    const key = held.find((device) => device.tin === pin)!.cmcKey;
    expect(JSON.stringify(res.body)).not.toContain(key);

    const listed = await t.call(getEtimsDevices, { token: owner.token, query: { businessId: owner.businessId } });
    expect(listed.status).toBe(200);
    expect(listed.body.result).toEqual([res.body.result]);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    // The database keeps the key sealed, never as the authority gave it; the device still signs with it (sale-signing).
    const [stored] = await t.database.db.select({ cmcKey: etimsDevices.cmcKey }).from(etimsDevices).where(eq(etimsDevices.tin, pin));
    expect(stored!.cmcKey).toMatch(/^v1\./);
    expect(stored!.cmcKey).not.toContain(key);
  });

  it('is 409 DUPLICATE for a second device on the same branch of the same business only', async () => {
    const owner = await t.owner();
    const pin = nextKraPin();
    expect((await register(owner, pin)).status).toBe(200);
    const other = await t.call(registerDevice, {
      token: owner.token,
      body: { businessId: owner.businessId, pin, branchId: '00', deviceSerialNo: `SN-${pin}-2` },
    });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('DUPLICATE');
    // Lenient mode provisions branch 00 only: the authority is told of branch 01 first.
    await etims.admin('POST', 'devices', { tin: pin, bhfId: '01', dvcSrlNo: `SN-${pin}` });
    expect((await register(owner, pin, '01')).status).toBe(200);
    // Another business registering the same branch number is its own device.
    expect((await register(await t.owner())).status).toBe(200);
  });

  it("is 409 AUTHORITY_REJECTED with the authority's words, and stores nothing", async () => {
    const owner = await t.owner();
    await etims.admin('POST', 'faults', { path: 'selectInitOsdcInfo', times: 1, kind: 'resultCd:901' });
    const refused = await register(owner);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('AUTHORITY_REJECTED');
    expect(refused.body.errordesc).toMatch(/901/);
    const listed = await t.call(getEtimsDevices, { token: owner.token, query: { businessId: owner.businessId } });
    expect(listed.body.result).toEqual([]);
    // Nothing was kept, so the same branch registers once the authority agrees.
    expect((await register(owner)).status).toBe(200);
  });

  it('is 502 UPSTREAM when the authority answers nonsense, and refuses a malformed PIN itself', async () => {
    const owner = await t.owner();
    await etims.admin('POST', 'faults', { path: 'selectInitOsdcInfo', times: 1, kind: 'http500' });
    expect((await register(owner)).body.code).toBe('UPSTREAM');
    const malformed = await register(owner, 'P12345');
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('pin');
  });

  it("never touches another business's devices", async () => {
    const owner = await t.owner();
    const stranger = await t.owner();
    expect((await register(owner)).status).toBe(200);
    const res = await t.call(registerDevice, {
      token: stranger.token,
      body: { businessId: owner.businessId, pin: nextKraPin(), branchId: '00', deviceSerialNo: 'SN-X' },
    });
    expect(res.status).toBe(403);
    expect((await t.call(getEtimsDevices, { token: stranger.token, query: { businessId: owner.businessId } })).status).toBe(403);
    expect((await t.call(getEtimsDevices, { token: stranger.token, query: { businessId: stranger.businessId } })).body.result).toEqual([]);
  });
});

describe('P1: a device belongs to one business (issue 32)', () => {
  const deviceRow = async (pin: string) => (await t.database.db.select().from(etimsDevices).where(eq(etimsDevices.tin, pin)))[0]!;

  it("is 409 DUPLICATE for another business with the holder's PIN and branch, and leaves the holder's device as it was", async () => {
    const holder = await t.owner({ businessName: 'Holder Hardware' });
    const stranger = await t.owner();
    const pin = nextKraPin();
    expect((await register(holder, pin)).status).toBe(200);
    const before = await deviceRow(pin);

    // The authority would answer `902` with the device's data (and key) to anyone repeating PIN, branch and serial.
    const taken = await register(stranger, pin);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('DUPLICATE');
    expect(taken.body.errordesc).toMatch(/another business/i);
    expect(taken.body.errordesc).not.toContain('Holder Hardware');
    expect(JSON.stringify(taken.body)).not.toMatch(/sdcId|cmcKey/i);
    const otherSerial = await t.call(registerDevice, {
      token: stranger.token,
      body: { businessId: stranger.businessId, pin, branchId: '00', deviceSerialNo: 'SN-OTHER' },
    });
    expect(otherSerial.body.code).toBe('DUPLICATE');

    expect((await t.call(getEtimsDevices, { token: stranger.token, query: { businessId: stranger.businessId } })).body.result).toEqual([]);
    const rows = await t.database.db.select().from(etimsDevices).where(eq(etimsDevices.tin, pin));
    expect(rows).toEqual([before]);
  });

  it('lets the holder register its own device again: the same device, success', async () => {
    const owner = await t.owner();
    const pin = nextKraPin();
    const first = await register(owner, pin);
    const before = await deviceRow(pin);
    const again = await register(owner, pin);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    const after = await deviceRow(pin);
    expect(after).toMatchObject({ id: before.id, businessId: owner.businessId, sdcId: before.sdcId, lastInvoiceNo: before.lastInvoiceNo });
    const listed = await t.call(getEtimsDevices, { token: owner.token, query: { businessId: owner.businessId } });
    expect(listed.body.result).toEqual([first.body.result]);
  });

  it('is 409 DUPLICATE when the authority says the device is installed and no business here holds it', async () => {
    const owner = await t.owner();
    const pin = nextKraPin();
    // Initialised at the authority by someone else (another system, or the taxpayer's other integrator).
    const direct = await fetch(`${etims.sim.apiUrl}/selectInitOsdcInfo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tin: pin, bhfId: '00', dvcSrlNo: `SN-${pin}` }),
    });
    expect(((await direct.json()) as { resultCd: string }).resultCd).toBe('000');
    const res = await register(owner, pin);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('DUPLICATE');
    expect(await t.database.db.select().from(etimsDevices).where(eq(etimsDevices.tin, pin))).toEqual([]);
  });

  it("is 400 on pin for a PIN of another country's format (a Ugandan or Rwandan TIN)", async () => {
    const owner = await t.owner();
    for (const pin of ['1000123456', '100123456', 'P05123456X1']) {
      const res = await register(owner, pin);
      expect(res.status, pin).toBe(400);
      expect(res.body.field).toBe('pin');
    }
    expect(await t.call(getEtimsDevices, { token: owner.token, query: { businessId: owner.businessId } })).toMatchObject({ body: { result: [] } });
  });
});

describe('P6 GetBranches and P15 GetEtimsCodeList', () => {
  it('P6 lists the branches the authority knows (none before a device); P15 is 409 INVALID_STATE without a device', async () => {
    const owner = await t.owner();
    expect((await t.call(getEtimsBranches, { token: owner.token, query: { businessId: owner.businessId } })).body.result).toEqual([]);
    const codes = await t.call(getEtimsCodeList, { token: owner.token, query: { businessId: owner.businessId } });
    expect(codes.status).toBe(409);
    expect(codes.body.code).toBe('INVALID_STATE');

    await register(owner);
    const branches = await t.call(getEtimsBranches, { token: owner.token, query: { businessId: owner.businessId } });
    expect(branches.status).toBe(200);
    expect(branches.body.result).toEqual(expect.arrayContaining([expect.objectContaining({ branchId: '00', isHeadOffice: true })]));
  });

  it('P15 pulls every list once, then only what changed since the last resultDt', async () => {
    const owner = await t.owner();
    await register(owner);
    const first = await t.call(getEtimsCodeList, { token: owner.token, query: { businessId: owner.businessId } });
    expect(first.status).toBe(200);
    const taxTypes = first.body.result!.clsList.find((entry) => entry.cdCls === '04');
    expect(taxTypes?.dtlList.map((code) => code.cd)).toEqual(expect.arrayContaining(['A', 'B', 'C', 'D', 'E']));

    // A new payment type appears at the authority: the next pull brings it in, keeping everything else.
    await etims.admin('POST', 'codes', { cdCls: '07', cd: '08', cdNm: 'Crypto' });
    const second = await t.call(getEtimsCodeList, { token: owner.token, query: { businessId: owner.businessId } });
    const payments = second.body.result!.clsList.find((entry) => entry.cdCls === '07');
    expect(payments?.dtlList).toEqual(expect.arrayContaining([{ cd: '08', cdNm: 'Crypto' }, expect.objectContaining({ cd: '01' })]));
    expect(second.body.result!.clsList.length).toBe(first.body.result!.clsList.length);
    // I39 answers the business's classes from that pull; another business (no device) from the shipped lists.
    const i39 = (o: { token: string; businessId: number }) =>
      t.call(getCatalogCodeList, { token: o.token, body: { businessId: o.businessId, cdCls: ['07', '04'] } });
    const fromPull = (await i39(owner)).body.result!.clsList;
    expect(fromPull.map((entry) => entry.cdCls)).toEqual(['04', '07']);
    expect(fromPull[1]!.dtlList).toContainEqual({ cd: '08', cdNm: 'Crypto' });
    const other = await t.owner();
    expect((await i39(other)).body.result!.clsList[1]!.dtlList.map((code) => code.cd)).not.toContain('08');

    // I35 answers the packaging units the device pulled: a unit KRA added shows once P15 brought it in.
    await etims.admin('POST', 'codes', { cdCls: '17', cd: 'ZZ', cdNm: 'Sack of 90 kg' });
    const third = await t.call(getEtimsCodeList, { token: owner.token, query: { businessId: owner.businessId } });
    const units = await t.call(getPackagingUnits, { token: owner.token });
    expect(units.body.result).toContainEqual({ code: 'ZZ', name: 'Sack of 90 kg' });
    expect((await t.call(getPackagingUnits, { token: other.token })).body.result).not.toContainEqual(expect.objectContaining({ code: 'ZZ' }));

    // While the authority is away the stored copy answers.
    await etims.admin('POST', 'faults', { path: 'selectCodeList', times: 1, kind: 'http500' });
    const offline = await t.call(getEtimsCodeList, { token: owner.token, query: { businessId: owner.businessId } });
    expect(offline.status).toBe(200);
    expect(offline.body.result).toEqual(third.body.result);
  });
});

describe('I37 item classes from the authority', () => {
  it('answers from the item classes the device pulled when registered, then what changed with P15; without a device the shipped ones', async () => {
    const owner = await t.owner();
    const search = (o: Owner, text: string) => t.call(getItemClassificationCodes, { token: o.token, query: { SearchParam: text } });
    await etims.admin('POST', 'item-classes', { itemClsCd: '9901100199', itemClsNm: 'Sukuma wiki seedlings', taxTyCd: 'A' });
    // No device yet: the shipped table, which does not know the class KRA just added.
    expect((await search(owner, 'sukuma')).body.result).toEqual([]);

    // The device's back-fill job pulls them.
    await register(owner);
    await settleJobs(t);
    expect((await search(owner, 'sukuma')).body.result).toEqual([{ code: '9901100199', name: 'Sukuma wiki seedlings' }]);
    expect((await search(owner, '14111400')).body.result!.map((entry) => entry.code)).toEqual(['14111400']);

    // KRA renames one and withdraws it later: P15's pull brings each change.
    await etims.admin('POST', 'item-classes', { itemClsCd: '9901100199', itemClsNm: 'Sukuma wiki seedlings (trays)', taxTyCd: 'A' });
    await t.call(getEtimsCodeList, { token: owner.token, query: { businessId: owner.businessId } });
    expect((await search(owner, 'sukuma')).body.result).toEqual([{ code: '9901100199', name: 'Sukuma wiki seedlings (trays)' }]);
    await etims.admin('POST', 'item-classes', { itemClsCd: '9901100199', itemClsNm: 'Sukuma wiki seedlings (trays)', useYn: 'N' });
    await t.call(getEtimsCodeList, { token: owner.token, query: { businessId: owner.businessId } });
    expect((await search(owner, 'sukuma')).body.result).toEqual([]);
  });
});
