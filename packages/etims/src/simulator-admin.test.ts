import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TIN } from './simulator';
import { AUDIT, failureOf, startSimulator, SUGAR, sugarSale, type TestSimulator } from './test-support';

let sim: TestSimulator;
let directory: string;

beforeAll(async () => {
  sim = await startSimulator();
  directory = mkdtempSync(join(tmpdir(), 'etims-sim-'));
});
afterAll(async () => {
  await sim.close();
  rmSync(directory, { recursive: true, force: true });
});
beforeEach(() => {
  sim.reset();
});

describe('state file and reset', () => {
  it('keeps devices, items, sales and faults across a restart, and continues the seeded randomness', async () => {
    const stateFile = join(directory, 'persist.json');
    const first = await startSimulator({ stateFile, fixtures: false });
    const { client, info } = await first.createDeviceClient();
    await client.saveItem(SUGAR);
    const signed = await client.saveTrnsSalesOsdc(sugarSale(1));
    await first.admin('POST', 'faults', { path: 'selectNoticeList', times: 3, kind: 'html' });
    await first.close();

    const second = await startSimulator({ stateFile });
    try {
      const again = second.createClient({ cmcKey: info.cmcKey });
      expect(await again.selectInvoiceDetails(1)).toMatchObject({ rcptSign: signed.rcptSign });
      expect(await failureOf(again.saveTrnsSalesOsdc(sugarSale(1)))).toMatchObject({ resultCd: '994' });
      const next = await again.saveTrnsSalesOsdc(sugarSale(2));
      expect(next).toMatchObject({ curRcptNo: 2, totRcptNo: 2 });
      expect(next.rcptSign).not.toBe(signed.rcptSign);
      expect(await second.findState('faults')).toEqual([{ path: 'selectNoticeList', times: 3, kind: 'html' }]);
    } finally {
      await second.close();
    }
  });

  it('gives the same keys and signatures for the same seed', async () => {
    const run = async () => {
      const seeded = await startSimulator({ seed: 'same', fixtures: false, now: () => new Date('2024-06-11T11:30:00Z') });
      try {
        const { client, info } = await seeded.createDeviceClient();
        await client.saveItem(SUGAR);
        const signed = await client.saveTrnsSalesOsdc(sugarSale(1));
        return [info.cmcKey, info.sdcId, signed.rcptSign, signed.intrlData, signed.sdcDateTime];
      } finally {
        await seeded.close();
      }
    };
    const [first, second] = [await run(), await run()];
    expect(second).toEqual(first);
    expect(first[4]).toBe('20240611143000');
  });

  it('reset empties every entity; fixtures: true seeds the demo taxpayer, devices, notice and imports', async () => {
    const { client } = await sim.createDeviceClient();
    await client.saveItem(SUGAR);
    await sim.admin('POST', 'faults', { path: 'saveItem', kind: 'html' });
    expect((await sim.admin('POST', 'reset')).body).toEqual({ reset: true, fixtures: false });
    for (const entity of ['devices', 'items', 'sales', 'stockIO', 'stockMaster', 'purchases', 'imports', 'users', 'insurances', 'compositions', 'faults']) {
      expect(await sim.findState(entity)).toEqual([]);
    }
    expect(await sim.findState('codes')).not.toEqual([]);
    await sim.admin('POST', 'reset', { fixtures: true });
    expect(await sim.findState('devices')).toEqual([
      expect.objectContaining({ tin: DEMO_TIN, bhfId: '00', dvcSrlNo: 'DEMO-00-0001', isInitialised: false }),
      expect.objectContaining({ tin: DEMO_TIN, bhfId: '01', dvcSrlNo: 'DEMO-01-0001' }),
    ]);
    expect(await sim.findState('imports')).toHaveLength(2);
    expect(await sim.findState('notices')).toHaveLength(1);
    expect((await sim.admin('GET', 'state/nothing')).status).toBe(404);
  });
});

describe('reference data', () => {
  it('serves code lists with rates and both class number and name, incrementally by lastReqDt', async () => {
    const { client } = await sim.createDeviceClient();
    const first = await client.selectCodeList('20180101000000');
    const taxTypes = first.list.find((codeClass) => codeClass.cdCls === '04');
    expect(taxTypes?.cdClsNm).toBe('Taxation Type');
    expect(taxTypes?.dtlList.map((code) => [code.cd, code.userDfnCd1])).toEqual([
      ['A', '0'],
      ['B', '16'],
      ['C', '0'],
      ['D', '0'],
      ['E', '8'],
    ]);
    expect(first.list.find((codeClass) => codeClass.cdCls === '10')?.dtlList).toHaveLength(43);
    expect(first.list.find((codeClass) => codeClass.cdCls === '17')?.dtlList).toHaveLength(52);
    expect((await client.selectCodeList(first.resultDt)).list).toEqual([]);
    await sim.admin('POST', 'clock', { advanceSeconds: 2 });
    await sim.admin('POST', 'codes', { cdCls: '07', cd: '07', useYn: 'N' });
    const changed = await client.selectCodeList(first.resultDt);
    expect(changed.list.map((codeClass) => codeClass.cdCls)).toEqual(['07']);
    expect(changed.list[0]?.dtlList.find((code) => code.cd === '07')?.useYn).toBe('N');
    expect(await failureOf(client.selectCodeList('20990101000000'))).toMatchObject({ resultCd: '910', field: 'lastReqDt' });
    expect((await client.selectItemClsList('20180101000000')).list).toContainEqual(
      expect.objectContaining({ itemClsCd: '99011001', taxTyCd: 'A', itemClsLvl: 4 }),
    );
  });

  it('adds notices through the admin API and lists them after lastReqDt', async () => {
    const { client } = await sim.createDeviceClient();
    const before = await client.selectNoticeList('20180101000000');
    expect(before.list).toEqual([]);
    const added = await sim.admin('POST', 'notices', { title: 'System maintenance', cont: 'Sunday 02:00–04:00', regDt: '20250301120000' });
    expect(added.body).toMatchObject({ noticeNo: 1, regDt: '20250301120000', regrNm: 'KRA' });
    await sim.admin('POST', 'notices', { noticeNo: 7, title: 'VAT rates', cont: 'unchanged' });
    const after = await client.selectNoticeList(before.resultDt);
    expect(after.list).toEqual([
      { noticeNo: 1, title: 'System maintenance', cont: 'Sunday 02:00–04:00', dtlUrl: null, regrNm: 'KRA', regDt: '20250301120000' },
      expect.objectContaining({ noticeNo: 7, title: 'VAT rates' }),
    ]);
    expect((await sim.admin('POST', 'notices', { cont: 'no title' })).status).toBe(400);
  });

  it('looks up a taxpayer by PIN; an unknown PIN is an empty list', async () => {
    const { client } = await sim.createDeviceClient();
    expect((await client.selectCustomer(DEMO_TIN)).list).toEqual([expect.objectContaining({ tin: DEMO_TIN, taxprSttsCd: 'A' })]);
    expect((await client.selectCustomer('P000000000Q')).list).toEqual([]);
  });

  it('upserts branch users (keeping the pwd as sent), insurances and customers', async () => {
    const { client } = await sim.createDeviceClient();
    await client.saveBhfUser({ userId: '17', userNm: 'Peter', pwd: 'placeholder', useYn: 'Y', ...AUDIT });
    await client.saveBhfUser({ userId: '17', userNm: 'Peter Otieno', pwd: 'placeholder', useYn: 'N', ...AUDIT });
    await client.saveBhfInsurance({ isrccCd: 'NHIF', isrccNm: 'National Health Insurance', isrcRt: 20, useYn: 'Y', ...AUDIT });
    await client.saveBhfCustomer({ custNo: 'C1', custTin: 'A012345678Z', custNm: 'John Kamau', useYn: 'Y', ...AUDIT });
    expect(await sim.findState('users')).toEqual([
      expect.objectContaining({ tin: DEMO_TIN, bhfId: '00', userId: '17', userNm: 'Peter Otieno', useYn: 'N', pwd: 'placeholder' }),
    ]);
    expect(await sim.findState('insurances')).toEqual([expect.objectContaining({ isrccCd: 'NHIF', isrcRt: 20 })]);
    expect(await sim.findState('customers')).toEqual([expect.objectContaining({ custNo: 'C1', custTin: 'A012345678Z' })]);
    expect(await failureOf(client.saveBhfInsurance({ isrccCd: 'X', isrccNm: 'X', isrcRt: 101, useYn: 'Y', ...AUDIT }))).toMatchObject({
      resultCd: '893',
      field: 'isrcRt',
    });
  });
});

describe('request pipeline (§12.3)', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${sim.apiUrl}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { resultCd: string; resultMsg: string; resultDt: string; data: unknown },
    }));

  it('answers 405 + 912 to GET, 404 + 912 to an unknown path, 911 to an empty body, 910 to broken JSON', async () => {
    const get = await fetch(`${sim.apiUrl}/saveItem`);
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({ resultCd: '912', data: null });
    expect(await post('saveEverything', '{}')).toMatchObject({ status: 404, body: { resultCd: '912' } });
    expect(await post('selectInitOsdcInfo', '')).toMatchObject({ status: 200, body: { resultCd: '911', resultMsg: 'There is no request full text' } });
    expect(await post('selectInitOsdcInfo', '{oops')).toMatchObject({ body: { resultCd: '910' } });
  });

  it('reads the device headers case-insensitively and names the first failing field', async () => {
    const { info } = await sim.createDeviceClient();
    const headers = { TIN: DEMO_TIN, BHFID: '00', CMCKEY: info.cmcKey };
    const answer = await post('saveItem', JSON.stringify({ ...SUGAR, itemNm: undefined }), headers);
    expect(answer.body).toMatchObject({ resultCd: '910', data: null });
    expect(answer.body.resultMsg).toMatch(/^Request parameter error: itemNm/);
    expect(answer.body.resultDt).toMatch(/^\d{14}$/);
  });

  it('moves its clock on request and stamps answers in EAT', async () => {
    // A base clock that stands still: on a loaded machine a real second can pass between two requests.
    const still = await startSimulator({ fixtures: false, now: () => new Date('2024-06-11T11:30:00Z') });
    try {
      const set = await still.admin('POST', 'clock', { now: '2025-03-01T09:00:00Z' });
      expect(set.body).toEqual({ now: '2025-03-01T09:00:00.000Z', eat: '20250301120000' });
      const moved = await still.admin('POST', 'clock', { advanceSeconds: 90 });
      expect(moved.body).toMatchObject({ eat: '20250301120130' });
      const { client } = await still.createDeviceClient();
      expect((await client.selectCodeList('20180101000000')).resultDt).toBe('20250301120130');
    } finally {
      await still.close();
    }
  });

  it('changes its configuration: replay instead of 994', async () => {
    const { client } = await sim.createDeviceClient();
    await client.saveItem(SUGAR);
    const signed = await client.saveTrnsSalesOsdc(sugarSale(1));
    expect((await sim.admin('POST', 'config', { duplicatePolicy: 'replay' })).body).toMatchObject({ duplicatePolicy: 'replay', mode: 'lenient' });
    expect(await client.saveTrnsSalesOsdc(sugarSale(1))).toMatchObject({ rcptSign: signed.rcptSign });
    expect((await sim.admin('POST', 'config', { mode: 'loose' })).status).toBe(400);
  });

  it('answers many calls with a latency set and keeps nothing of them (no listener left a call)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const { client } = await sim.createDeviceClient();
      await sim.admin('POST', 'config', { latencyMs: 1 });
      // Node warns once more than 10 listeners wait on one signal: 15 calls, one after another, would pass it.
      for (let call = 0; call < 15; call++) await client.selectCodeList('20180101000000');
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
      await sim.admin('POST', 'config', { latencyMs: 0 });
    }
  });
});
